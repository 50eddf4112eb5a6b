import { API, type GenerateForUserRequest, type PaymentCreateResponse } from '@coverletter/contracts';
import { apiJson } from '../api/request';
import { useMutation } from '@tanstack/react-query';

export const INVALID_PAYMENT_RESPONSE = 'Invalid payment response';

/** Creates a payment for the letter the create form describes; an answer without both fields is a failure. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: async (request: GenerateForUserRequest) => {
      const answer = await apiJson<Partial<PaymentCreateResponse> | null>('POST', API.paymentCreate, request);
      if (!answer?.paymentUrl || !answer.invoiceId) throw new Error(INVALID_PAYMENT_RESPONSE);
      return answer as PaymentCreateResponse;
    },
  });
}
