import type { LetterLanguage } from './language';
import { englishArticle, lines, lowerFirst, trimPunctuation } from './text';

const EDUCATION_HEADING = /^(?:education|academic background|utbildning(?:ar)?)\s*:?$/i;
const YEARS = /\(?\s*(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|present|nu|pågående))?\s*\)?/giu;
const ENGLISH_DEGREE =
  /^(?:(?:BSc|MSc|BA|MA|MBA|PhD|BEng|MEng|LLB|LLM|BS|MS|BComm|BCom|BBA|BEd|MEd|PGCE|PGDE|PGDip|PGCert|BN|BSN|HNC|HND|NVQ|BTEC)\b|(?:Bachelor|Master|Doctor|Diploma|Degree|Associate)\b)/;
const ENGLISH_ABBREVIATED = /^(BSc|MSc|BA|MA|MBA|PhD|BEng|MEng|LLB|LLM|BS|MS|BComm|BCom|BBA|BEd|MEd|BN|BSN|PGDE|PGDip|PGCert)\s+(?!in\b|of\b)(\p{Lu}.*)$/u;
/** "(in progress)", "(Year 2)", "(pågående)": a degree still being studied for. */
const IN_PROGRESS = /\s*\((?:in progress|ongoing|expected \d{4}|year \d|final year|pågående|termin \d+)\)\s*$/iu;
/** A town after the institution ("Leicester College of Trades, Leicester"): one or two capitalised words. */
const PLACE = /^\p{Lu}[\p{Ll}-]+(?: \p{Lu}[\p{Ll}-]+)?$/u;
const INSTITUTION = /^\p{Lu}[\p{L}\p{N} .&'’-]{2,80}$/u;

function englishSentence(degree: string, institution: string, studying: boolean): string | null {
  if (!ENGLISH_DEGREE.test(degree)) return null;
  const abbreviated = ENGLISH_ABBREVIATED.exec(degree);
  const named = abbreviated ? `${abbreviated[1]} in ${abbreviated[2]}` : degree;
  // "the University of Leeds", but "Lund University", "KTH Royal Institute of Technology".
  const place = /^(?:University|College|Institute|School|Academy) of\b/.test(institution) ? `the ${institution}` : institution;
  return studying ? `I am studying for ${englishArticle(named)} ${named} at ${place}.` : `I hold ${englishArticle(named)} ${named} from ${place}.`;
}

/** "Sjuksköterskeprogrammet" → "Jag har läst sjuksköterskeprogrammet vid …"; "Kandidatexamen i ekonomi" → "Jag har en kandidatexamen i ekonomi från …". */
function swedishSentence(degree: string, institution: string, studying: boolean): string | null {
  if (/programmet$/iu.test(degree)) return `Jag ${studying ? 'läser' : 'har läst'} ${lowerFirst(degree)} vid ${institution}.`;
  if (/^\p{L}*examen\b/iu.test(degree))
    return studying ? `Jag läser till en ${lowerFirst(degree)} vid ${institution}.` : `Jag har en ${lowerFirst(degree)} från ${institution}.`;
  return null;
}

/**
 * The first entry of the CV's education section ("MSc Computer Science, KTH Royal Institute of
 * Technology, 2013 – 2018") as a sentence of the letter: "I hold an MSc in Computer Science from KTH
 * Royal Institute of Technology." Only entries that read as degree, institution; otherwise null.
 */
export function readEducationSentence(cvText: string, language: LetterLanguage): string | null {
  const cvLines = lines(cvText);
  const heading = cvLines.findIndex((line) => EDUCATION_HEADING.test(line));
  // A heading right after it (an empty section) reads as no "degree, institution" and gives null too.
  const entry = heading < 0 ? undefined : cvLines[heading + 1];
  if (!entry) return null;
  const parts = entry
    .replace(YEARS, ' ')
    .split(/\s*[,|–—·•]\s*/)
    .map((part) => trimPunctuation(part.replace(/\s+/g, ' ')))
    .filter(Boolean);
  if (parts.length === 3 && PLACE.test(parts[2])) parts.pop();
  if (parts.length !== 2 || !INSTITUTION.test(parts[1])) return null;
  const studying = IN_PROGRESS.test(parts[0]);
  const degree = parts[0].replace(IN_PROGRESS, '');
  return language === 'en' ? englishSentence(degree, parts[1], studying) : swedishSentence(degree, parts[1], studying);
}
