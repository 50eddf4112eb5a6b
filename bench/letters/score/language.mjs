// The letter's language (English or Swedish) by function words, and the sentences in the other one.
import { sentences, words } from './text.mjs';

const EN = new Set('the and to of in for with my is have that as at your i am this you our be will on it an has which'.split(' '));
const SV = new Set('och att det som för med jag är på av har till en ett inte min mitt mina er ni vi den de om hos sig kan vill också'.split(' '));

/** 'en', 'sv' or null (too few function words to tell). */
export function detectLanguage(text) {
  let en = 0;
  let sv = 0;
  for (const w of words(text)) {
    if (EN.has(w)) en++;
    if (SV.has(w)) sv++;
  }
  if (en + sv < 3) return null;
  return en >= sv ? 'en' : 'sv';
}

/** Sentences of at least six words written in another language than the letter's. */
export function foreignSentences(text, language) {
  return sentences(text).filter((s) => words(s).length >= 6 && detectLanguage(s) && detectLanguage(s) !== language);
}

const EMPLOYER_VOICE = { en: /\b(our|ours)\b/i, sv: /(?<![\p{L}])(vår|vårt|våra)(?![\p{L}])/iu };

/**
 * Sentences in which the letter speaks as the employer ("the services that move money between our
 * customers", "vi erbjuder"): "our" / "vår" anywhere in the letter ("we" is left out: "I hope we can meet").
 */
export function employerVoice(letter, language) {
  const pattern = EMPLOYER_VOICE[language] ?? EMPLOYER_VOICE.en;
  return sentences(letter).filter((s) => pattern.test(s));
}
