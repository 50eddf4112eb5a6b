import { API, type AdminUserSummary } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPagePath, nextPageOffset } from './admin-pages';

export const adminUsersQueryKey = () => [API.adminUsers] as const;

/** `GET /api/admin/users?limit=&offset=`, newest users first, a page at a time. */
export function useAdminUsers() {
  return useInfiniteQuery({
    queryKey: adminUsersQueryKey(),
    queryFn: ({ pageParam }) => apiJson<AdminUserSummary[]>('GET', adminPagePath(API.adminUsers, pageParam)),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    select: (data) => data.pages.flat(),
  });
}
