export const PAYMENT_TEXT = {
  unavailable: { error: 'Payment unavailable', message: 'The payment service is not answering right now. Nothing was charged; please try again in a moment.' },
  notFound: { error: 'Payment not found', message: 'There is no payment with this reference.' },
  badSignature: { error: 'Invalid signature', message: 'The webhook signature does not match its body.' },
};
