import { POSTING_LANGUAGES, type Letterhead, type PostingLanguage } from '@coverletter/contracts';
import { detectLanguage } from '@coverletter/page-reader';
import { readCandidateProfile } from '../writers/local/candidate-profile';
import { lines } from '../writers/local/text';

/** The lines a CV's own contact details are in; further down an address may be a referee's. */
const HEADER_LINES = 8;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const EMAIL_LABEL = /^(?:e-?mail|e-?post|mejl)\s*[:：]/i;
const PHONE_LABEL = /(?:^|\s|\|)(?:phone|tel(?:ephone)?|telefon(?:nummer)?|mobile?|mob|mobil(?:nummer)?|cell)\.?\s*[:：]?\s*$/i;
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{5,20}\d/g;
const REFERENCES_HEADING = /^(?:references?|referenser|referenspersoner|referens|referees?|kontaktpersoner)\b/i;
/** "2019 - 2021", "2021-03-01", "03/2020", "01.2019 - 12.2021", "2019-01 – 2021-12": dates, never phone numbers. */
const DATE_LIKE =
  /^(?:(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}|\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{1,2}[/.](?:19|20)\d{2}\s*[-–]\s*\d{1,2}[/.](?:19|20)\d{2}|(?:19|20)\d{2}[-/.]\d{1,2}\s*[-–]\s*(?:19|20)\d{2}[-/.]\d{1,2})$/;

/** Lines of the CV that may hold the candidate's own contact details: the header, and labelled lines before any references. */
function contactLines(cvText: string): { header: string[]; labelled: string[] } {
  const all = lines(cvText);
  const end = all.findIndex((line) => REFERENCES_HEADING.test(line) && line.length < 40);
  const own = end < 0 ? all : all.slice(0, end);
  return { header: own.slice(0, HEADER_LINES), labelled: own.filter((line) => EMAIL_LABEL.test(line) || /(?:phone|tel|mobil)/i.test(line)) };
}

function readEmail(header: string[], labelled: string[]): string | null {
  for (const line of [...header, ...labelled]) {
    const found = EMAIL.exec(line);
    if (found) return found[0];
  }
  return null;
}

/** A number of 8-15 digits that is no date: after a label, or written as phone numbers are (+46…, 070…, (555) …, 555-123-4567). */
function phoneIn(line: string): string | null {
  for (const match of line.matchAll(PHONE_CANDIDATE)) {
    const number = match[0].trim();
    const digits = number.replace(/\D/g, '').length;
    // "(2015 - 2019)" is a date in brackets: the brackets do not make it a phone number.
    if (digits < 8 || digits > 15 || DATE_LIKE.test(number.replace(/^\(|\)$/g, '').trim())) continue;
    const labelled = PHONE_LABEL.test(line.slice(0, match.index));
    // A bracket opens an area code ("(555) 123 4567", "(08) 123 45"), never anything else.
    const looksLikePhone = /^(?:\+|0|\(\+?\d{1,4}\))/.test(number) || /^\d{3}[-. ]\d{3}[-. ]\d{4}$/.test(number);
    if (labelled || looksLikePhone) return number;
  }
  return null;
}

function readPhone(header: string[], labelled: string[]): string | null {
  for (const line of [...header, ...labelled]) {
    const phone = phoneIn(line);
    if (phone) return phone;
  }
  return null;
}

export function asLetterLanguage(language: string | null | undefined, letterText: string): PostingLanguage {
  const code = language?.slice(0, 2).toLowerCase();
  return POSTING_LANGUAGES.find((known) => known === code) ?? detectLanguage(letterText);
}

/** The candidate's name, e-mail and phone as the CV states them for its own author (null where not found reliably), and the letter's language. */
export function readLetterhead(cvText: string, language: PostingLanguage): Letterhead {
  const { header, labelled } = contactLines(cvText);
  return {
    name: readCandidateProfile(cvText).name,
    email: readEmail(header, labelled),
    phone: readPhone(header, labelled),
    language,
  };
}

/** A letter written before letterheads were kept: no contact details, the language read from its text. */
export function letterheadOf(stored: Letterhead | null | undefined, letterText: string): Letterhead {
  return stored ?? { name: null, email: null, phone: null, language: detectLanguage(letterText) };
}
