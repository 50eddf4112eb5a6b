import { API, type PaymentConfig, type SavePaymentConfigRequest } from '@coverletter/contracts';
import { apiJson, paymentConfigQueryKey } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentConfigQueryKey } from './use-admin-payment-config';

/**
 * `POST /api/admin/settings/payment_config`; answers the saved config (400 with a message when it
 * is invalid). Afterwards the admin config is read again, and so is the public price text.
 */
export function useSavePaymentConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePaymentConfigRequest) => apiJson<PaymentConfig>('POST', API.adminPaymentConfigSave, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentConfigQueryKey() }),
        queryClient.invalidateQueries({ queryKey: paymentConfigQueryKey() }),
      ]),
  });
}
