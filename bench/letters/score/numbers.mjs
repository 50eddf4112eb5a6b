// Numbers as values, so "4M" = "4 million" = "4,000,000", "seven years" = "7 years", "22 %" = "22%".
import { fold } from './text.mjs';

const WORD_NUMBERS = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  två: 2,
  tre: 3,
  fyra: 4,
  fem: 5,
  sex: 6,
  sju: 7,
  åtta: 8,
  nio: 9,
  tio: 10,
  elva: 11,
  tolv: 12,
  tjugo: 20,
  trettio: 30,
  fyrtio: 40,
  femtio: 50,
};
const SCALE = {
  k: 1e3,
  thousand: 1e3,
  tusen: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  millions: 1e6,
  miljon: 1e6,
  miljoner: 1e6,
  mkr: 1e6,
  bn: 1e9,
  billion: 1e9,
  miljard: 1e9,
  miljarder: 1e9,
};

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
