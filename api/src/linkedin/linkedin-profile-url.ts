/** Where profiles are fetched from. Only tests override it (to a local server); there is no setting. */
export const LINKEDIN_BASE_URL = Symbol('LINKEDIN_BASE_URL');
export const DEFAULT_LINKEDIN_BASE_URL = 'https://www.linkedin.com';

/** linkedin.com, www.linkedin.com and the country sites (se.linkedin.com, uk.linkedin.com, …). */
const PROFILE_HOST = /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/i;
/** /in/<slug>, optionally followed by more path (a profile's sub-pages). Non-ASCII arrives percent-encoded. */
const PROFILE_PATH = /^\/in\/([A-Za-z0-9%_-]{2,100})(?:\/.*)?$/;

/**
 * The profile's slug when `raw` is a LinkedIn profile URL (a missing https:// is added), else
 * undefined. Only the slug is kept: the fetched URL is always rebuilt on the canonical host.
 */
export function profileSlug(raw: string): string | undefined {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port || !PROFILE_HOST.test(url.hostname)) return undefined;
  return PROFILE_PATH.exec(url.pathname)?.[1];
}

export function profileFetchUrl(baseUrl: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/in/${slug}/`;
}
