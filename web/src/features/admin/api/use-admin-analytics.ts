import { API, type AdminAnalytics } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const adminAnalyticsQueryKey = () => [API.adminAnalytics] as const;

/** `GET /api/admin/analytics`: totals and the per-day series of the last 30 days. */
export function useAdminAnalytics() {
  return useQuery<AdminAnalytics>({ queryKey: adminAnalyticsQueryKey() });
}
