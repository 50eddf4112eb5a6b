import { API, type PaymentVerifyResponse } from '@coverletter/contracts';
import { apiJson, readApiError } from '@coverletter/ui';

/** A non-OK answer of the verification call; `status` and `body` keep the raw answer for the debug page. */
export class PaymentVerificationError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    sentence: string,
  ) {
    super(`Payment verification failed: ${sentence}`);
    this.name = 'PaymentVerificationError';
  }
}

/**
 * `GET /api/payment/verify/{reference}`. SPEC.md section 7: a failed call raises
 * 'Payment verification failed: {body}'; the body's sentence stands in for its raw JSON. Network
 * errors pass through unchanged.
 */
export async function verifyPayment(reference: string): Promise<PaymentVerifyResponse> {
  try {
    return await apiJson<PaymentVerifyResponse>('GET', API.paymentVerify(reference));
  } catch (error) {
    const { status, message } = readApiError(error);
    if (status === undefined) throw error;
    const body = (error as Error).message.slice(`${status}: `.length);
    throw new PaymentVerificationError(status, body, message);
  }
}

/** SPEC.md section 4: either flag means the payment went through. */
export function isPaid(answer: PaymentVerifyResponse): boolean {
  return answer.paid || answer.verified;
}
