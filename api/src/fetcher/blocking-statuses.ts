/** HTTP statuses a site answers bots with (LinkedIn's 999 included): 'blocks automated access'. */
export const BLOCKING_STATUSES: ReadonlySet<number> = new Set([401, 403, 429, 999]);
