import { FetchError } from './fetch-error';

/**
 * Parses a URL the fetcher may request: http(s) only, a host, no credentials. The WHATWG parser
 * also normalises odd IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1, 127.1) to dotted decimal.
 */
export function parseHttpUrl(raw: string, hop = 0): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch (cause) {
    throw new FetchError(hop ? 'bad-redirect' : 'invalid-url', `Not a valid URL: ${raw.slice(0, 200)}`, { hop }, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(hop ? 'bad-redirect' : 'invalid-url', `Unsupported protocol ${url.protocol}`, { url: url.href, hop });
  }
  if (!url.hostname || url.username || url.password) {
    throw new FetchError(hop ? 'bad-redirect' : 'invalid-url', 'URL without a host or with credentials', { url: url.href, hop });
  }
  url.hash = '';
  return url;
}

/** A redirect's Location (often relative) against the URL that sent it, checked like any URL. */
export function parseRedirect(location: string, from: URL, hop: number): URL {
  let absolute: string;
  try {
    absolute = new URL(location, from).href;
  } catch (cause) {
    throw new FetchError('bad-redirect', `Not a valid redirect: ${location.slice(0, 200)}`, { url: from.href, hop }, { cause });
  }
  return parseHttpUrl(absolute, hop);
}

export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** `host:port` as written in SCRAPE_ALLOWED_HOSTS (lower-case; IPv6 keeps its brackets). */
export function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${effectivePort(url)}`;
}

/** The host name without IPv6 brackets, as DNS and sockets want it. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}
