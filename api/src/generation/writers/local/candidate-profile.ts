import { NAME_PARTICLES, nameFromEmail } from './email-name';
import { startsWithActionVerb } from './first-person';
import { hasRoleWord } from './role-words';
import { lines, trimPunctuation } from './text';

export interface RecentRole {
  title: string;
  employer: string | null;
  /** The entry runs to "present" / "nu". */
  current: boolean;
}

export interface CandidateProfile {
  name: string | null;
  recentRole: RecentRole | null;
  /** The job before the most recent one. */
  previousRole: RecentRole | null;
}

/** The lines a CV's own name and address are in; an address further down may be a referee's. */
const HEADER_LINES = 6;
const NAME_LABEL = /^(?:name|full name|namn)\s*[:：]\s*(.+)$/i;
const NAME_WORD = new RegExp(String.raw`^(?:[\p{Lu}][\p{Ll}'’]+(?:-[\p{Lu}][\p{Ll}'’]+)?|[\p{Lu}]{2,}(?:-[\p{Lu}]{2,})?|${NAME_PARTICLES.join('|')})$`, 'u');
const NOT_A_NAME = /^(?:curriculum vitae|resume|résumé|cv|personal (?:information|details)|personuppgifter|profile|profil|contact|kontakt|summary|sammanfattning|personligt brev|cover letter)$/i;
/** Words of CV headings ("PERSONAL STATEMENT", "Key Skills"), never of a person's name. */
const HEADING_WORD =
  /^(?:statement|summary|experience|skills?|education|profile|objective|references?|contact|details|information|qualifications?|achievements?|employment|history|career|projects?|languages?|interests?|certifications?|volunteer\w*|personal|professional|key|core|work|technical|selected|publications?|awards?|honou?rs?|activities|competenc\w*|kompetens\w*|erfarenhet\w*|utbildning\w*|språk|kontakt\w*|referenser|övrigt|meriter|färdigheter)$/i;

const YEAR = String.raw`(?:19|20)\d{2}`;
const MONTH = String.raw`(?:(?:jan|feb|mar|apr|may|maj|jun|jul|aug|sep|oct|okt|nov|dec)\p{L}*\.?\s+|\d{1,2}[/.-])?`;
const ONGOING = String.raw`present|current|now|today|ongoing|nu|pågående|idag|i dag|tills vidare|nuvarande`;
const DATE_RANGE = new RegExp(String.raw`${MONTH}(${YEAR})(?:[/.-]\d{1,2})?\s*(?:[-–—]|to|till|until)\s*(?:${MONTH}(${YEAR})(?:[/.-]\d{1,2})?|(${ONGOING}))(?![\p{L}])`, 'iu');
const SINCE = new RegExp(String.raw`(?:since|sedan|from|från)\s+${MONTH}(${YEAR})`, 'iu');
/** "Member since 2021", "Medlem sedan 2019", "Volunteer, Red Cross 2018 – present": not a job. */
const NOT_A_JOB = /(?<!\p{L})(?:members?(?:hip)?|medlem\w*|volunteer\w*|volontär\w*|ideell\w*|fellow|board member|styrelse\w*|certified|certifierad|licen[cs]e[ds]?|legitimation)(?!\p{L})/iu;
/** A ward, unit or department: where in the employer one worked, not the employer ("Medical-Surgical ICU", "Akutmottagningen"). */
const DEPARTMENT =
  /(?<!\p{L})(?:icu|ward|unit|department|dept|division|clinic|team|avdelning\w*|\p{L}*mottagning\w*|akuten|enhet\w*|sektion\w*|klinik\w*|vårdavdelning\w*|intensivvård\w*)(?!\p{L})/iu;

const EDUCATION_HEADING = /^(?:education|utbildning(?:ar)?|academic background|studies|studier|certifications?|certifikat|courses|kurser)\b/i;
const OTHER_HEADING =
  /^(?:experience|work experience|professional experience|employment(?: history)?|work history|career|arbetslivserfarenhet|erfarenhet|yrkeserfarenhet|anställningar|arbetserfarenhet|skills|kompetenser|languages|språk|references|referenser|interests|intressen|projects|projekt)\b/i;
const DEGREE_WORDS = /\b(?:bsc|msc|ba|ma|phd|bachelor|master|degree|diploma|university|universitet|högskola|gymnasie\w*|kandidat\w*|examen|yrkeshögskola)\b/i;
/** A place on its own in a CV entry ("Remote", "San Francisco, CA" gives "CA"); a few common ones, the rest are told apart by their position. */
const PLACE = /^(?:remote|distans|hybrid|on-?site|stockholm|göteborg|gothenburg|malmö|uppsala|london|new york|san francisco|berlin|oslo|copenhagen|köpenhamn|helsinki|sweden|sverige|usa|uk)$/i;
const PART_SEPARATOR = /\s+(?:at|@|hos|på)\s+|\s*[|,–—·•]\s*|\s+-\s+/i;

/** "Jane Doe", "JANE DOE" (→ "Jane Doe"), "Anna-Karin von Essen": two to four name words. */
function asName(line: string): string | null {
  const first = line.split(/\s+[|–—-]\s+|\s*[|,]\s*/)[0].trim();
  const words = first.split(/\s+/);
  if (words.length < 2 || words.length > 4 || NOT_A_NAME.test(first) || hasRoleWord(first) || words.some((w) => HEADING_WORD.test(w))) return null;
  if (!words.every((w) => NAME_WORD.test(w)) || !/^[\p{Lu}]/u.test(first)) return null;
  return words.map((w) => (w === w.toUpperCase() && w.length > 1 ? w[0] + w.slice(1).toLowerCase() : w)).join(' ');
}

function readName(cvLines: string[]): string | null {
  for (const line of cvLines) {
    const labelled = NAME_LABEL.exec(line);
    if (labelled) return asName(labelled[1].trim());
  }
  for (const line of cvLines.slice(0, HEADER_LINES)) {
    const name = asName(line);
    if (name) return name;
  }
  return nameFromEmail(cvLines.slice(0, HEADER_LINES).join('\n'));
}

interface Entry {
  index: number;
  start: number;
  end: number;
  rest: string;
}

function isShortPart(part: string): boolean {
  return part.length >= 2 && part.split(/\s+/).length <= 8 && !/[.!?]$/.test(part) && !new RegExp(YEAR).test(part);
}

function parts(line: string): string[] {
  return line
    .replace(/[()[\]]/g, ' ')
    .split(PART_SEPARATOR)
    .map((p) => trimPunctuation(p))
    .filter(isShortPart);
}

/** "STAFF NURSE II" → "Staff Nurse II": a title set in capitals reads as words; acronyms and numerals (II, ICU) stay. */
function fromCapitals(title: string): string {
  if (/\p{Ll}/u.test(title)) return title;
  return title.replace(/\p{Lu}{4,}/gu, (word) => word.charAt(0) + word.slice(1).toLowerCase());
}

/** An employer is named with a capital ("Stripe", "Region Exempel"), is no role, degree, department or place alone. */
function isEmployerName(part: string): boolean {
  return (
    /^[\p{Lu}\d]/u.test(part) &&
    !hasRoleWord(part) &&
    !DEGREE_WORDS.test(part) &&
    !DEPARTMENT.test(part) &&
    !/^\p{Lu}{2}$/u.test(part) &&
    !PLACE.test(part) &&
    // "Builds Python services for route planning": a bullet's action, not an organisation.
    !startsWithActionVerb(part) &&
    !part.split(/\s+/).some((w) => HEADING_WORD.test(w))
  );
}

/** The title and employer of an entry: from its date line, else the line below or the one or two lines above it. */
function describe(entry: Entry, cvLines: string[]): RecentRole | null {
  const above: string[] = [];
  for (const offset of [1, 2]) {
    const line = cvLines[entry.index - offset];
    if (!line || DATE_RANGE.test(line) || SINCE.test(line) || EDUCATION_HEADING.test(line) || OTHER_HEADING.test(line)) break;
    above.push(line);
  }
  // "Software Engineer  2021 – present" over "Stripe • San Francisco, CA": the line below may name the employer, never the title.
  const next = cvLines[entry.index + 1];
  const below = next && !DATE_RANGE.test(next) && !SINCE.test(next) && !/[.!?]$/.test(next) ? parts(next) : [];
  const candidates = [entry.rest, ...above].map(parts);
  const titleLine = candidates.findIndex((ps) => ps.some(hasRoleWord));
  if (titleLine < 0) return null;
  const title = fromCapitals(candidates[titleLine].find(hasRoleWord)!);
  const employer = [...candidates[titleLine], ...below, ...candidates.flat()].find(isEmployerName) ?? null;
  return { title, employer, current: entry.end === Number.POSITIVE_INFINITY };
}

/** The CV's jobs, latest first: by end date ("present" is latest), then by start; at most `count`. */
function readRecentRoles(cvLines: string[], count: number): RecentRole[] {
  const entries: Entry[] = [];
  let inEducation = false;
  cvLines.forEach((line, index) => {
    if (EDUCATION_HEADING.test(line) && line.length < 40) inEducation = true;
    else if (OTHER_HEADING.test(line) && line.length < 40) inEducation = false;
    if (inEducation || DEGREE_WORDS.test(line) || NOT_A_JOB.test(line)) return;
    const range = DATE_RANGE.exec(line);
    const since = range ? null : SINCE.exec(line);
    const match = range ?? since;
    if (!match) return;
    const start = Number(match[1]);
    const end = range ? (range[3] ? Number.POSITIVE_INFINITY : Number(range[2])) : Number.POSITIVE_INFINITY;
    entries.push({ index, start, end, rest: trimPunctuation(line.replace(match[0], ' ')) });
  });
  const ordered = entries.sort((a, b) => b.end - a.end || b.start - a.start || a.index - b.index);
  const roles: RecentRole[] = [];
  for (const entry of ordered) {
    const role = describe(entry, cvLines);
    if (role) roles.push(role);
    if (roles.length === count) break;
  }
  return roles;
}

export function readCandidateProfile(cvText: string): CandidateProfile {
  const cvLines = lines(cvText);
  const [recentRole = null, previousRole = null] = readRecentRoles(cvLines, 2);
  return { name: readName(cvLines), recentRole, previousRole };
}
