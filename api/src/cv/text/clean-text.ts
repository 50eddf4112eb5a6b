/** Characters that carry no text: C0/C1 controls (tab and line breaks are handled apart), zero-width marks, BOM. */
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n?|[\u000B\u000C\u0085\u2028\u2029]/g;
const SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000 ]+/g;
/** "manage-\nment" and "manage\u00AD\nment": a word split at a line end by a hyphen. */
const HYPHENATED_LINE_END = /(\p{Ll})[-\u00AD\u2010]\n(?=\p{Ll})/gu;
const SOFT_HYPHEN = /\u00AD/g;

/**
 * Turns text pulled out of a document into clean plain text: one space between words, lines
 * trimmed, words split at a line end joined again, at most one empty line between paragraphs.
 */
export function normalizeExtractedText(raw: string): string {
  return raw
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE, '')
    .replace(LONE_SURROGATE, '')
    .split('\n')
    .map((line) => line.replace(SPACES, ' ').trim())
    .join('\n')
    .replace(HYPHENATED_LINE_END, '$1')
    .replace(SOFT_HYPHEN, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
