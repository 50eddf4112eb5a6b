import { API, type AdminCoverLetter } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPagePath, nextPageOffset } from './admin-pages';

const PAID_ONLY = { paid: 'true' };

export const adminPaidCoverLettersQueryKey = () => [API.adminCoverLetters, PAID_ONLY] as const;

/** `GET /api/admin/cover-letters?paid=true&limit=&offset=`: the paid letters only, newest first, a page at a time. */
export function useAdminPaidCoverLetters() {
  return useInfiniteQuery({
    queryKey: adminPaidCoverLettersQueryKey(),
    queryFn: ({ pageParam }) => apiJson<AdminCoverLetter[]>('GET', adminPagePath(API.adminCoverLetters, pageParam, PAID_ONLY)),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    select: (data) => data.pages.flat(),
  });
}
