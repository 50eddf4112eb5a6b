import { API } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';
import { verifyPayment } from './verify-payment';

export const paymentVerificationQueryKey = (reference: string) => [API.paymentVerify(reference)] as const;

export function usePaymentVerification(reference: string) {
  return useQuery({
    queryKey: paymentVerificationQueryKey(reference),
    queryFn: () => verifyPayment(reference),
    // The app's data is never stale; a payment's state is, so a later visit asks again.
    gcTime: 0,
  });
}
