import { ADMIN_API, type AdminRetryPaymentResponse } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUnfulfilledPaymentsQueryKey } from './use-admin-unfulfilled-payments';

/** `POST /api/admin/payments/{id}/retry`: queues the payment's letter again; the list is read again afterwards. */
export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => apiJson<AdminRetryPaymentResponse>('POST', ADMIN_API.retryPayment(paymentId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUnfulfilledPaymentsQueryKey() }),
  });
}
