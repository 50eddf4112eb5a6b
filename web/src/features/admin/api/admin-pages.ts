import { ADMIN_PAGE_DEFAULT } from '@coverletter/contracts';

/** The admin lists are read `ADMIN_PAGE_DEFAULT` items at a time (`?limit=&offset=`). */
export const ADMIN_PAGE_SIZE = ADMIN_PAGE_DEFAULT;

/** A page of an admin list, with any filter first: `/api/admin/cover-letters?paid=true&limit=50&offset=0`. */
export function adminPagePath(path: string, offset: number, filter: Record<string, string> = {}, limit = ADMIN_PAGE_SIZE): string {
  return `${path}?${new URLSearchParams({ ...filter, limit: String(limit), offset: String(offset) })}`;
}

/** A short page is the last one; otherwise the next page starts after everything read so far. */
export function nextPageOffset<T>(lastPage: readonly T[], allPages: readonly (readonly T[])[]): number | undefined {
  if (lastPage.length < ADMIN_PAGE_SIZE) return undefined;
  return allPages.reduce((read, page) => read + page.length, 0);
}
