import { API, type AdminCoverLetter } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPagePath, nextPageOffset } from './admin-pages';

export const adminCoverLettersQueryKey = () => [API.adminCoverLetters] as const;

/** `GET /api/admin/cover-letters?limit=&offset=`, newest letters first, a page at a time. */
export function useAdminCoverLetters() {
  return useInfiniteQuery({
    queryKey: adminCoverLettersQueryKey(),
    queryFn: ({ pageParam }) => apiJson<AdminCoverLetter[]>('GET', adminPagePath(API.adminCoverLetters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    select: (data) => data.pages.flat(),
  });
}
