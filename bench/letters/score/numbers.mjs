// Numbers as values, so "4M" = "4 million" = "4,000,000", "seven years" = "7 years", "22 %" = "22%".
import { createRequire } from 'node:module';
import { fold } from './text.mjs';

// The scales and spelled-out numbers are the letter checker's (api/src/generation/checker), read from its source: the bench needs no build.
const { scales: SCALE, words: WORD_NUMBERS } = createRequire(import.meta.url)('../../../api/src/generation/checker/number-words.json');

const NUMBER =
  /(?<![\p{L}\p{N}])(\d{1,3}(?:[ ,\u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mn|bn|million|millions|thousand|billion|miljon|miljoner|miljard|miljarder|tusen|mkr)?(?![\p{L}])/giu;
const WORD = new RegExp(`(?<![\\p{L}])(${Object.keys(WORD_NUMBERS).join('|')})(?![\\p{L}])`, 'giu');

function parseDigits(raw) {
  let s = raw.replace(/\u00a0/g, ' ');
  if (/^\d{1,3}([ ,]\d{3})+$/.test(s)) s = s.replace(/[ ,]/g, '');
  else s = s.replace(',', '.');
  return Number(s);
}

/** Every number in the text with its value and the text it came from. */
export function numbersIn(text) {
  const folded = fold(text);
  const found = [];
  for (const m of folded.matchAll(NUMBER)) {
    const value = parseDigits(m[1]) * (m[2] ? SCALE[m[2].toLowerCase()] : 1);
    if (Number.isFinite(value)) found.push({ value, text: m[0].trim() });
  }
  for (const m of folded.matchAll(WORD)) found.push({ value: WORD_NUMBERS[m[1]], text: m[1] });
  return found;
}

/** The set of values a source text states (with the plain digits of every scaled value too). */
export function numberValues(text) {
  const values = new Set();
  for (const { value } of numbersIn(text)) values.add(value);
  // "4M transactions" also states 4; "2 000 000" also states 2 000 000 only.
  for (const m of fold(text).matchAll(NUMBER)) values.add(parseDigits(m[1]));
  return values;
}
