import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './request';

/** SPEC.md section 9: no retries, no refetch on focus or interval, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
