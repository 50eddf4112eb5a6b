/** Small text helpers of the pasted-text reader. */

const BULLET = /^[\s>#*•·▪◦‣●○■□–—\-+]+/u;
const MARKDOWN_EMPHASIS = /[*_`]+/g;

/** A line without bullets, markdown markers and surrounding space. */
export function cleanLine(line: string): string {
  return line.replace(BULLET, '').replace(MARKDOWN_EMPHASIS, '').replace(/\s+/g, ' ').trim();
}

/** Sentences of a line: split after . ! ? when the next one starts with a capital or a digit. */
export function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])(?<!(?:^|[\s(])(?:St|Dr|Mr|Mrs|Ms|Prof|Mt|Jr|Sr|No|Nr|ca|approx|e\.g|i\.e|t\.ex|bl\.a|d\.v\.s|m\.m)\.)\s+(?=[\p{Lu}\d"“])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Separators and sentence punctuation trimmed from both ends; the dot of an abbreviation ("Co.", "Inc.", "Ltd.") stays. */
export function trimPunctuation(text: string): string {
  const trimmed = text.replace(/^[\s,;:|·•–—-]+|[\s,;:|·•!–—-]+$/gu, '');
  if (/(?<![\p{L}])(?:Co|Inc|Ltd|Corp|Bros|Cie|Assn|Mfg)\.$/u.test(trimmed)) return trimmed;
  return trimmed.replace(/[\s.]+$/u, '');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
