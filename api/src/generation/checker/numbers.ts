/**
 * Numbers as values, so "4M", "4 million" and "4,000,000" are one fact, and "five engineers"
 * is the "5 engineers" of the CV.
 */

import numberWords from './number-words.json';

// The scales and spelled-out numbers, shared with the letter bench's scorer (bench/letters/score/numbers.mjs).
const SCALE: Record<string, number> = numberWords.scales;
const WORD_VALUES: Record<string, number> = numberWords.words;

/** A spelled-out number counts as a fact only before a countable thing ("five engineers", not "one of"). */
const COUNTED = String.raw`(?:years?|months?|weeks?|days?|engineers?|developers?|people|persons?|staff|members?|nurses?|patients?|beds?|reports?|colleagues?|employees?|students?|pupils?|projects?|clients?|customers?|stores?|sites?|countries|languages?|teams?|år|månader|veckor|dagar|personer|medarbetare|kollegor|patienter|elever|studenter|projekt|kunder|butiker|länder|språk|team)`;

const DIGITS =
  /(?<![\p{L}\d])(\d{1,3}(?:[ ,\u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s?(%|procent|percent|k|mn|m|bn|b|thousand|tusen|millions?|miljon(?:er)?|billions?|miljard(?:er)?|mkr|msek)?(?![\p{L}\d])/giu;
const WORDS = new RegExp(
  String.raw`(?<![\p{L}])(${Object.keys(WORD_VALUES).join('|')})(?:\s+(?:more|new|full-time|senior|junior|fler|nya))?\s+${COUNTED}(?![\p{L}])`,
  'giu',
);

function parseDigits(raw: string): number {
  const grouped = /^\d{1,3}(?:[ ,\u00a0]\d{3})+$/.test(raw);
  return grouped ? Number(raw.replace(/[ ,\u00a0]/g, '')) : Number(raw.replace(',', '.'));
}

export interface NumberMention {
  /** As written. */
  text: string;
  value: number;
}

/** Every number the text states, with its scale applied ("4M" → 4 000 000; "40%" → 40). */
export function numbersIn(text: string): NumberMention[] {
  const found: NumberMention[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const unit = (match[2] ?? '').toLowerCase();
    const value = parseDigits(match[1]) * (SCALE[unit] ?? 1);
    if (Number.isFinite(value)) found.push({ text: match[0].trim(), value });
  }
  for (const match of text.matchAll(WORDS)) found.push({ text: match[0], value: WORD_VALUES[match[1].toLowerCase()] });
  return found;
}

/** The values a set of texts supports: every number in them, and each spelled out (a CV's "five" supports a letter's "5"). */
export function supportedValues(texts: readonly string[]): Set<number> {
  const values = new Set<number>();
  for (const text of texts) {
    for (const { value } of numbersIn(text)) values.add(value);
    for (const match of text.toLowerCase().matchAll(/\p{L}+/gu)) {
      const value = WORD_VALUES[match[0]];
      if (value) values.add(value);
    }
  }
  return values;
}
