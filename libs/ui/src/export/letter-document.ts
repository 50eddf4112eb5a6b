import type { Letterhead, PostingLanguage } from '@coverletter/contracts';

/** What the .docx and the .pdf show, top to bottom: a one-page business letter. */
export interface LetterDocument {
  /** The candidate's name from the CV, when found. */
  senderName: string | null;
  /** E-mail and phone from the CV joined with a middle dot; null when the CV gives neither. */
  contactLine: string | null;
  /** The day of the export, worded in the letter's language. */
  date: string;
  recipient: string | null;
  /** The letter's paragraphs; each paragraph's lines ("Kind regards,", the name) kept as lines. */
  paragraphs: string[][];
  language: PostingLanguage;
}

export interface LetterExportInput {
  text: string;
  companyName: string | null;
  letterhead: Letterhead | null | undefined;
  /** The UI's language: the letter's language when the letter has no letterhead. */
  fallbackLanguage: PostingLanguage;
}

const DATE_LOCALE: Record<PostingLanguage, string> = { en: 'en-GB', sv: 'sv-SE' };

export function formatLetterDate(date: Date, language: PostingLanguage): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** Paragraphs split at blank lines; a paragraph's own line breaks stay. */
export function letterParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

export function letterDocument({ text, companyName, letterhead, fallbackLanguage }: LetterExportInput, today: Date): LetterDocument {
  const language = letterhead?.language ?? fallbackLanguage;
  const contact = [letterhead?.email, letterhead?.phone].filter((part): part is string => Boolean(part));
  return {
    senderName: letterhead?.name ?? null,
    contactLine: contact.length > 0 ? contact.join(' · ') : null,
    date: formatLetterDate(today, language),
    recipient: companyName?.trim() || null,
    paragraphs: letterParagraphs(text),
    language,
  };
}
