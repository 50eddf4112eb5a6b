import { nodeToText, parseFragment } from './html-text';
import { removeHiddenInline } from './visibility';

const ENCODED_MARKUP = /<\/?(?:p|br|li|ul|ol|div|strong|b|em|h[1-6]|span)\b[^>]*>/i;

/** Text without markup keeps its own line breaks; only runs of spaces change. */
function plainText(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function markupToText(html: string, like: Document): string {
  const fragment = parseFragment(html, like);
  removeHiddenInline(fragment);
  return nodeToText(fragment);
}

/**
 * Plain text from an HTML snippet (a JSON-LD description), without the parts its markup hides.
 * Some sites escape the HTML twice (`&lt;p&gt;`), so a first pass that still shows tags is parsed
 * once more.
 */
export function htmlToText(html: string, like: Document): string {
  if (!/<[a-z!/]/i.test(html) && !/&[#a-z0-9]+;/i.test(html)) return plainText(html);
  const once = /<[a-z!/]/i.test(html) ? markupToText(html, like) : plainText(parseFragment(html, like).textContent ?? '');
  return ENCODED_MARKUP.test(once) ? markupToText(once, like) : once;
}
