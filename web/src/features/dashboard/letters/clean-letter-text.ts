/** A first line that only labels the text, e.g. "Cover Letter:" or "**Cover Letter: Acme**". */
const LABEL_LINE = /^cover letter\s*:.*$/i;

/**
 * The letter as a reader should see it: line endings and spaces normalised, stray markdown
 * (bold, italics markers, heading hashes) removed, leading "Cover Letter:" label lines dropped,
 * at most one blank line between paragraphs.
 */
export function cleanLetterText(raw: string): string {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\*\*|__/g, '')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/[ \t\u00a0]+/g, ' ')
        .trim(),
    );
  while (lines.length > 0 && (lines[0] === '' || LABEL_LINE.test(lines[0]))) lines.shift();
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
