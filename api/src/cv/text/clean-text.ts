/** Characters that carry no text: C0/C1 controls (tab and line breaks are handled apart), zero-width marks, BOM. */
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n?|[\u000B\u000C\u0085\u2028\u2029]/g;
const SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000 ]+/g;
/** "manage\u00AD\nment": a word split at a line end by a soft hyphen, which only ever splits a word. */
const SOFT_HYPHEN_LINE_END = /(\p{Ll})\u00AD\n(?=\p{Ll})/gu;
/** "manage-\nment" or "e-\ncommerce": a hyphen at a line end between two lower-case letters, with the words around it. */
const HYPHEN_LINE_END = /(\p{L}*\p{Ll})[-\u2010]\n(\p{Ll}\p{L}*)/gu;
/**
 * What typesetting (LaTeX's CVs) leaves after a hyphen it put in: an ending with at most a short
 * syllable before it ("ment", "opment", "sible"), never a word of its own ("commerce", "solving").
 */
const WORD_ENDING = /^(?:\p{Ll}{0,3}(?:ments?|tions?|sions?|ness|ity|ities|ances?|ences?)|\p{Ll}{0,2}(?:ible|able)|ings?|ning|ningar|het|heten|else)$/u;
const SOFT_HYPHEN = /\u00AD/g;

/**
 * A hyphen at a line end: a word split by typesetting ("manage-\nment", "devel-\nopment") or a
 * hyphenated word that happened to break there ("e-\ncommerce", "high-\nvolume"). The document
 * decides where it can (the word written elsewhere whole or hyphenated); else a typesetter's
 * ending is joined, and anything else keeps its hyphen: most CVs come from word processors, which
 * break lines after a hyphen the writer typed and never put one in.
 */
function joinLineEndHyphens(text: string): string {
  const lower = text.toLowerCase();
  const writtenElsewhere = (word: string) => new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'u').test(lower);
  return text.replace(HYPHEN_LINE_END, (_match, before: string, after: string) => {
    const [head, tail] = [before.toLowerCase(), after.toLowerCase()];
    if (writtenElsewhere(`${head}-${tail}`)) return `${before}-${after}`;
    if (writtenElsewhere(`${head}${tail}`) || WORD_ENDING.test(tail)) return `${before}${after}`;
    return `${before}-${after}`;
  });
}

/**
 * Turns text pulled out of a document into clean plain text: one space between words, lines
 * trimmed, words split at a line end joined again, at most one empty line between paragraphs.
 */
export function normalizeExtractedText(raw: string): string {
  const lines = raw
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE, '')
    .replace(LONE_SURROGATE, '')
    .split('\n')
    .map((line) => line.replace(SPACES, ' ').trim())
    .join('\n')
    .replace(SOFT_HYPHEN_LINE_END, '$1')
    .replace(SOFT_HYPHEN, '');
  return joinLineEndHyphens(lines)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
