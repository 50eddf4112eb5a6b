import { API, type PublicPaymentConfig } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const paymentConfigQueryKey = () => [API.paymentConfig] as const;

export function usePaymentConfig() {
  return useQuery<PublicPaymentConfig>({ queryKey: paymentConfigQueryKey() });
}
