function parseHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null; // not a URL yet, e.g. while the address is still being typed
  }
}

/** SPEC.md section 5: the job URL is scraped only when it starts with http (and is a whole web address). */
export function isJobUrl(text: string): boolean {
  return text.startsWith('http') && parseHttpUrl(text) !== null;
}

export const LINKEDIN_HOST = 'linkedin.com';

/**
 * SPEC.md section 5: text containing linkedin.com is a profile to scrape. A pasted address without
 * its scheme ("linkedin.com/in/anna") gets https:// so the server can fetch it; null otherwise.
 */
export function toLinkedinUrl(text: string): string | null {
  if (!text.toLowerCase().includes(LINKEDIN_HOST)) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  return parseHttpUrl(withScheme)?.href ?? null;
}
