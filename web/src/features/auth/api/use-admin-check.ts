import { API, type AdminCheckResponse } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const adminCheckQueryKey = () => [API.adminCheck] as const;

/** Whether the server accepts the current user as an administrator; any failure counts as no. */
export function useAdminCheck({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery<AdminCheckResponse>({ queryKey: adminCheckQueryKey(), enabled, retryOnMount: false });
  return { isAdmin: !query.isError && query.data?.isAdmin === true, isLoading: query.isLoading, query };
}
