import { hasRoleWord } from './role-words';
import { lines, sentences, trimPunctuation } from './text';

export interface PostingHeader {
  title: string | null;
  company: string | null;
}

/** Lines our job scraper writes from a posting's JSON-LD, and the same labels in pasted text. */
const TITLE_LABEL = /^(?:job\s*title|title|position|role|tjänst|tjänstetitel|befattning|titel|yrkesroll|roll)\s*[:：]\s*(.+)$/i;
const COMPANY_LABEL =
  /^(?:company(?:\s+name)?|employer|hiring\s+organi[sz]ation|organi[sz]ation|företag(?:snamn)?|arbetsgivare|bolag)\s*[:：]\s*(.+)$/i;

/** Greedy: with several separators the last one splits ('Sjuksköterska till akuten hos Region X'). */
const AT_COMPANY = /^(.{2,80})\s+(?:at|@|hos|på|till)\s+(.{2,60})$/i;
const COMPANY_HIRING =
  /^(.{2,60}?)\s+(?:is hiring|is looking for|are hiring|are looking for|söker|rekryterar)\s+(?:nu\s+)?(?:an?\s+|en\s+|ett\s+|flera\s+)?(.{2,80}?)[.!]?$/i;
const SEPARATED = /^(.{2,80}?)(?:\s+[|–—-]\s+|,\s+)(.{2,60})$/;

const NAME = String.raw`[\p{Lu}\d][\p{L}\p{N}&.'’-]*(?:\s+(?:&\s+)?[\p{Lu}\d][\p{L}\p{N}&.'’-]*){0,3}`;
const COMPANY_SUFFIX = String.raw`(?:AB|Ltd|Limited|Inc|GmbH|LLC|Oy|AS|ASA|A/S|plc|Group|Corporation|Corp)`;
const WITH_SUFFIX = new RegExp(String.raw`(?<![\p{L}\p{N}])(${NAME}\s+${COMPANY_SUFFIX})(?![\p{L}\p{N}])`, 'u');
const ABOUT_HEADING = /^(?:about|om)\s+(.{2,50})$/i;
const NOT_A_COMPANY_AFTER_ABOUT =
  /^(?:us|the\s+\w+|you|your\s+\w+|this\s+\w+|our\s+\w+|oss|tjänsten|rollen|dig|företaget|jobbet|teamet|uppdraget|arbetsgivaren|oss\s+på\s+.*)$/i;
const AT_SENTENCE = new RegExp(String.raw`(?:^|[.!?]\s+)(?:At|På|Join|Welcome to|Välkommen till)\s+(${NAME})(?:[,!]|\s+(?:as|som|we|vi)\b)`, 'mu');
const WE_WORDS = /^(?:we|vi|our team|vårt team|the team|teamet)$/i;

function clean(value: string | undefined, maxLength: number): string | null {
  if (!value) return null;
  const cleaned = trimPunctuation(value.replace(/\s*\([^)]*\)\s*$/, ''));
  return cleaned.length >= 2 && cleaned.length <= maxLength ? cleaned : null;
}

/** A company is named with a capital or a digit ("Foo AB", "3M"); "a fast-growing startup" is no name. */
function cleanCompany(value: string | undefined): string | null {
  const company = clean(value, 60);
  return company && /^[\p{Lu}\d]/u.test(company) ? company : null;
}

function companyFromText(text: string): string | null {
  for (const line of lines(text)) {
    const about = ABOUT_HEADING.exec(line);
    if (about && !NOT_A_COMPANY_AFTER_ABOUT.test(about[1].trim()) && !/[.!?]/.test(about[1])) return clean(about[1], 60);
  }
  return clean(AT_SENTENCE.exec(text)?.[1], 60) ?? clean(WITH_SUFFIX.exec(text)?.[1], 60);
}

/**
 * "Backend Developer at Acme", "Sjuksköterska till Region X", "Acme is hiring a Backend Developer",
 * "Backend Developer | Acme AB", "Acme AB – Backend Developer", "Backend Developer, Acme AB". Only a
 * line's first sentence counts ("Backend developer at Foo AB. We build…"), and only a phrase with a
 * role word is a title.
 */
function fromFirstLines(firstLines: string[], text: string): PostingHeader {
  const heads = firstLines.map((line) => sentences(line)[0] ?? line);
  for (const line of heads) {
    const at = AT_COMPANY.exec(trimPunctuation(line));
    if (at && hasRoleWord(at[1])) {
      const company = cleanCompany(at[2]);
      // "Sjuksköterska på akutmottagningen": a place in lower case belongs to the title.
      return company ? { title: clean(at[1], 100), company } : { title: clean(line, 100), company: null };
    }
    const hiring = COMPANY_HIRING.exec(line);
    if (hiring && hasRoleWord(hiring[2])) {
      return { title: clean(hiring[2], 100), company: WE_WORDS.test(hiring[1].trim()) ? null : cleanCompany(hiring[1]) };
    }
    const separated = SEPARATED.exec(trimPunctuation(line));
    if (separated) {
      const [first, second] = [separated[1], separated[2]];
      const [title, other] = hasRoleWord(first) && !hasRoleWord(second) ? [first, second] : hasRoleWord(second) && !hasRoleWord(first) ? [second, first] : [null, null];
      if (title) return { title: clean(title, 100), company: other ? companyNamedBy(other, text) : null };
    }
  }
  const titleLine = heads.find((line) => hasRoleWord(line) && line.split(' ').length <= 10 && !/[.!?:]$/.test(line));
  return { title: clean(titleLine, 100), company: null };
}

/** The other side of "Title – X" may be a place ("Developer - Stockholm"): only a company-like name or one the posting treats as the company counts. */
function companyNamedBy(side: string, text: string): string | null {
  const company = cleanCompany(side);
  if (!company) return null;
  const withSuffix = WITH_SUFFIX.exec(company)?.[1];
  return withSuffix === company || companyFromText(text) === company ? company : null;
}

/** The job title and company a posting names, or null for what it does not say clearly. */
export function readPostingHeader(text: string): PostingHeader {
  const all = lines(text);
  let title: string | null = null;
  let company: string | null = null;
  for (const line of all.slice(0, 40)) {
    title ??= clean(TITLE_LABEL.exec(line)?.[1], 100);
    company ??= clean(COMPANY_LABEL.exec(line)?.[1], 60);
  }
  if (!title || !company) {
    const fromHeader = fromFirstLines(all.slice(0, 3), text);
    title ??= fromHeader.title;
    company ??= fromHeader.company;
  }
  company ??= companyFromText(text);
  return { title, company };
}
