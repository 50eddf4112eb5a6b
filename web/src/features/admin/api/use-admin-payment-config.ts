import { API, type PaymentConfig } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const adminPaymentConfigQueryKey = () => [API.adminPaymentConfig] as const;

/** `GET /api/admin/payment-config`: price, currency, currency code and display text. */
export function useAdminPaymentConfig() {
  return useQuery<PaymentConfig>({ queryKey: adminPaymentConfigQueryKey() });
}
