import { ADMIN_API, type AdminUnfulfilledPayment } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPagePath, nextPageOffset } from './admin-pages';

export const adminUnfulfilledPaymentsQueryKey = () => [ADMIN_API.unfulfilledPayments] as const;

/** `GET /api/admin/payments/unfulfilled?limit=&offset=`: paid payments whose letter is not written, oldest first. */
export function useAdminUnfulfilledPayments() {
  return useInfiniteQuery({
    queryKey: adminUnfulfilledPaymentsQueryKey(),
    queryFn: ({ pageParam }) => apiJson<AdminUnfulfilledPayment[]>('GET', adminPagePath(ADMIN_API.unfulfilledPayments, pageParam)),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    select: (data) => data.pages.flat(),
  });
}
