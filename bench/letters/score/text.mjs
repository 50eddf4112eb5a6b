// Text helpers shared by the scorers: normalisation, words, sentences and paragraphs.

/** NFKC, lower case, typographic quotes and dashes folded, whitespace collapsed. */
export function fold(text) {
  return String(text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[‐-―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits only, one space between words: for comparing names and phrases. */
export function bare(text) {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function words(text) {
  return bare(text).split(' ').filter(Boolean);
}

/** Paragraphs: blocks separated by a blank line. */
export function paragraphs(text) {
  return String(text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Sentences of prose, split on . ! ? followed by space or line end, and on line breaks. */
export function sentences(text) {
  return String(text ?? '')
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(])/u))
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

/** True when phrase occurs in text as whole words (both folded to bare words). */
export function containsPhrase(text, phrase) {
  const needle = bare(phrase);
  if (!needle) return false;
  return ` ${bare(text)} `.includes(` ${needle} `);
}
