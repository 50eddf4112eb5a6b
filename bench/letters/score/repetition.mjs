// Repetition inside one letter, and stock sentences shared across letters.
import { bare, paragraphs, sentences, words } from './text.mjs';

function duplicates(items) {
  const seen = new Map();
  for (const item of items) {
    const key = bare(item);
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.entries()].filter(([, n]) => n > 1).map(([key, n]) => ({ text: key, times: n }));
}

/** Sentences (of four words or more) and paragraphs that occur more than once in the letter. */
export function repeatedInLetter(letter) {
  return {
    sentences: duplicates(sentences(letter).filter((s) => words(s).length >= 4)),
    paragraphs: duplicates(paragraphs(letter).filter((p) => words(p).length >= 4)),
  };
}

/**
 * A sentence with what is particular to its case masked (the case's names, numbers), so the same
 * template sentence in two letters compares equal.
 */
export function maskSentence(sentence, particulars) {
  let masked = ` ${bare(sentence)} `;
  for (const p of [...particulars].filter(Boolean).sort((a, b) => bare(b).length - bare(a).length)) {
    const key = bare(p);
    if (key) masked = masked.split(` ${key} `).join(' _ ');
  }
  return masked.replace(/\b\d+\b/g, '#').trim();
}

/**
 * Sentences that occur (masked) in at least minShare of the letters, given as
 * [{ letter, particulars }]. Answers [{ text, letters }] most shared first, and for each letter the
 * number of its sentences that are stock.
 */
export function stockSentences(entries, { minShare = 0.5, minWords = 5 } = {}) {
  const counts = new Map();
  const perLetter = entries.map(({ letter, particulars }) => {
    const keys = new Set(
      sentences(letter)
        .filter((s) => words(s).length >= minWords)
        .map((s) => maskSentence(s, particulars)),
    );
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return keys;
  });
  const threshold = Math.max(2, Math.ceil(minShare * entries.length));
  const stock = [...counts.entries()].filter(([, n]) => n >= threshold).sort((a, b) => b[1] - a[1]);
  const stockSet = new Set(stock.map(([k]) => k));
  return {
    sentences: stock.map(([text, letters]) => ({ text, letters })),
    perLetter: perLetter.map((keys) => [...keys].filter((k) => stockSet.has(k)).length),
  };
}
