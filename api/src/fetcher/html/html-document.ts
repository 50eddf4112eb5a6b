import type * as Jsdom from 'jsdom';

let jsdom: typeof Jsdom | undefined;

/** jsdom (about 60 MiB resident) loads with the first page read, not with the server: most processes never read one. */
function loadJsdom(): typeof Jsdom {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load on first use; the build is CommonJS
  return (jsdom ??= require('jsdom') as typeof Jsdom);
}

const SCRIPT_BODY = /(<script\b(?![^>]*ld\+json)[^>]*>)[\s\S]*?(<\/script\s*>)/gi;
const STYLE_OR_SVG = /<(style|svg)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * Drops what no reader looks at (script bodies except JSON-LD, styles, inline SVG) before jsdom
 * spends time on it. Script tags stay, empty, so their presence and `src` still tell a
 * JavaScript-only page or a bot wall.
 */
function withoutHeavyMarkup(html: string): string {
  return html.replace(SCRIPT_BODY, '$1$2').replace(STYLE_OR_SVG, '');
}

/**
 * A DOM for fetched HTML. Scripts never run and no sub-resources load (jsdom's defaults, relied
 * on here); CSS and parse complaints are dropped instead of reaching the log.
 */
export function parseHtml(html: string, url?: string): Document {
  const { JSDOM, VirtualConsole } = loadJsdom();
  return new JSDOM(withoutHeavyMarkup(html), { url, virtualConsole: new VirtualConsole() }).window.document;
}

/** An HTML snippet (e.g. a JSON-LD description) as a fragment of a throwaway document. */
export function parseFragment(html: string): DocumentFragment {
  return loadJsdom().JSDOM.fragment(html);
}
