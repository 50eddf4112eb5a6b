import type { PostingLanguage } from '@coverletter/contracts';

/** Frequent words that are distinctive for each language (no words the two share, like 'i'). */
const COMMON_WORDS: Record<PostingLanguage, ReadonlySet<string>> = {
  en: new Set(
    'the and to of a in you we with for is are our will your as on be have an this that or from who about work team experience skills years'.split(' '),
  ),
  sv: new Set(
    'och att det som en på är för med av till vi du har om den ett kommer din dig våra oss hos inom eller samt arbeta söker tjänsten erfarenhet kunskaper år'.split(
      ' ',
    ),
  ),
};

/** English or Swedish, by which language's common words the text uses more; English on a tie. */
export function detectLanguage(text: string): PostingLanguage {
  const counts: Record<PostingLanguage, number> = { en: 0, sv: 0 };
  for (const [word] of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    if (COMMON_WORDS.en.has(word)) counts.en += 1;
    if (COMMON_WORDS.sv.has(word)) counts.sv += 1;
  }
  return counts.sv > counts.en ? 'sv' : 'en';
}
