import { nodeToText as readableText } from '@coverletter/page-reader';
import { parseFragment } from './html-document';

/**
 * Readable plain text from a node of a fetched page (the page reader's), without aria-hidden parts:
 * with no style sheet applied, a site's screen-reader copy is the one text to read.
 */
export function nodeToText(node: Node): string {
  return readableText(node, { skipAriaHidden: true });
}

const ENCODED_MARKUP = /<\/?(?:p|br|li|ul|ol|div|strong|b|em|h[1-6])\b[^>]*>/i;

/**
 * Plain text from an HTML snippet. Some sites escape the HTML in JSON-LD twice
 * (`&lt;p&gt;`), so a first pass that still shows tags is parsed once more.
 */
export function htmlToText(html: string): string {
  const once = /<[a-z!/]/i.test(html) ? nodeToText(parseFragment(html)) : plainText(html);
  return ENCODED_MARKUP.test(once) ? nodeToText(parseFragment(once)) : once;
}

/** Text without markup keeps its own line breaks; only entities and runs of spaces change. */
function plainText(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map(inlineText)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text with entities decoded and whitespace collapsed, for one-line values such as a title. */
export function inlineText(value: string): string {
  return (parseFragment(value).textContent ?? '').replace(/\s+/g, ' ').trim();
}
