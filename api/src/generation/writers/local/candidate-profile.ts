import { isLocation, isNamedForTrade } from '@coverletter/page-reader';
import { findSkills } from '../../skills/skill-matcher';
import { NAME_PARTICLES, nameFromEmail, withMcCapital } from './email-name';
import { startsWithActionVerb } from './first-person';
import { LEGAL_FORM } from './role-heading';
import { hasRoleWord } from './role-words';
import { lines, trimPunctuation } from './text';

export interface RecentRole {
  title: string;
  employer: string | null;
  /** The entry runs to "present" / "nu". */
  current: boolean;
  /** An earlier job that ran on after the later one began (both held for a while): not "before that". */
  overlapping?: true;
  /** Work for oneself ("Freelance Designer · Self-employed"): told beside a job held at the same time, not before it. */
  selfEmployed?: true;
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
const NAME_WORD = new RegExp(
  String.raw`^(?:(?:[\p{Lu}]['’]|Mc|Mac)?[\p{Lu}][\p{Ll}'’]+(?:-[\p{Lu}][\p{Ll}'’]+)?|(?:[\p{Lu}]['’])?[\p{Lu}]{2,}(?:-[\p{Lu}]{2,})?|${NAME_PARTICLES.join('|')})$`,
  'u',
);
const NOT_A_NAME =
  /^(?:curriculum vitae|resume|résumé|cv|personal (?:information|details)|personuppgifter|profile|profil|contact|kontakt|summary|sammanfattning|personligt brev|cover letter)$/i;
/** Words of CV headings ("PERSONAL STATEMENT", "Key Skills"), never of a person's name. */
const HEADING_WORD =
  /^(?:statement|summary|experience|skills?|education|profile|objective|references?|contact|details|information|qualifications?|achievements?|employment|history|career|projects?|languages?|interests?|certifications?|volunteer\w*|personal|professional|key|core|work|technical|selected|publications?|awards?|honou?rs?|activities|competenc\w*|kompetens\w*|erfarenhet\w*|utbildning\w*|språk|kontakt\w*|referenser|övrigt|meriter|färdigheter)$/i;

const YEAR = String.raw`(?:19|20)\d{2}`;
const MONTH = String.raw`(?:(?:jan|feb|mar|apr|may|maj|jun|jul|aug|sep|oct|okt|nov|dec)\p{L}*\.?\s+|\d{1,2}[/.-])?`;
const ONGOING = String.raw`present|current|now|today|ongoing|nu|pågående|idag|i dag|tills vidare|nuvarande`;
const DATE_RANGE = new RegExp(
  String.raw`${MONTH}(${YEAR})(?:[/.-]\d{1,2})?\s*(?:[-–—]|to|till|until)\s*(?:${MONTH}(${YEAR})(?:[/.-]\d{1,2})?|(${ONGOING}))(?![\p{L}])`,
  'iu',
);
const SINCE = new RegExp(String.raw`(?:since|sedan|from|från)\s+${MONTH}(${YEAR})`, 'iu');
/** "Member since 2021", "Medlem sedan 2019", "Volunteer, Red Cross 2018 – present": not a job. */
const NOT_A_JOB =
  /(?<!\p{L})(?:members?(?:hip)?|medlem\w*|volunteer\w*|volontär\w*|ideell\w*|fellow|board member|styrelse\w*|certified|certifierad|licen[cs]e[ds]?|legitimation)(?!\p{L})/iu;
/** A ward, unit or department: where in the employer one worked, not the employer ("Medical-Surgical ICU", "Akutmottagningen"). */
const DEPARTMENT =
  /(?<!\p{L})(?:icu|ward|unit|department|dept|division|clinic|team|avdelning\w*|\p{L}*mottagning\w*|akuten|enhet\w*|sektion\w*|klinik\w*|vårdavdelning\w*|intensivvård\w*)(?!\p{L})/iu;

const EDUCATION_HEADING = /^(?:education|utbildning(?:ar)?|academic background|studies|studier|certifications?|certifikat|courses|kurser)\b/i;
const OTHER_HEADING =
  /^(?:experience|work experience|professional experience|employment(?: history)?|work history|career|arbetslivserfarenhet|erfarenhet|yrkeserfarenhet|anställningar|arbetserfarenhet|skills|kompetenser|languages|språk|references|referenser|interests|intressen|projects|projekt)\b/i;
/** What one studied, as opposed to where: a university employs, a degree does not. */
const STUDY_WORDS = /\b(?:bsc|msc|ba|ma|bachelor|master|degree|diploma|gymnasie\w*|kandidat\w*|examen|yrkeshögskola)\b/i;
/** A line of study: a degree, or a doctorate or university named. */
const DEGREE_WORDS = new RegExp(String.raw`${STUDY_WORDS.source}|\b(?:phd|university|universitet|högskola)\b`, 'i');
/** A place on its own in a CV entry ("Remote", "San Francisco, CA" gives "CA"); a few common ones, the rest are told apart by their position. */
const PLACE =
  /^(?:remote|distans|hybrid|on-?site|stockholm|göteborg|gothenburg|malmö|uppsala|london|new york|san francisco|berlin|oslo|copenhagen|köpenhamn|helsinki|sweden|sverige|usa|uk)$/i;
const PART_SEPARATOR = /\s+(?:at|@|hos|på)\s+|\s*[|,–—·•]\s*|\s+-\s+/i;
/** Words an organisation's name ends in; a capitalised word after one is its place ("Thameside Mutual Bank London"). */
const ORGANISATION_END =
  /^(?:hospital|trust|bank|hotel|hotels|school|academy|college|clinic|council|foundation|ab|ltd\.?|limited|plc|inc\.?|llc|gmbh|oy|as|sjukhus|sjukhuset|skola|skolan|kommun)$/i;
/** Small words inside an organisation's name ("Bank of Example", "Cykel & Sport", "Stiftelsen för …"). */
const NAME_LINK = /^(?:of|and|&|\+|the|för|och|i|de|la|du|von|van|der|y)$/i;
/** "Gottsunda skola", "Solna stad", "Mölndals sjukhus": a Swedish name may end in a common noun. */
const SWEDISH_ORGANISATION_NOUN =
  /^\p{Ll}*(?:skola|skolan|kommun|stad|sjukhus|sjukhuset|vårdcentral|vårdcentralen|gymnasium|universitet|högskola|bibliotek|församling|förening|stiftelse|boende|boendet|förskola|förskolan|hemtjänst|hemtjänsten|apotek|apoteket|vårdhem|vårdhemmet)$/u;
/** A unit after the organisation's name ("Don Valley University Hospital Medical-Surgical ICU"). */
const DEPARTMENT_AFTER = new RegExp(String.raw`^(.*?(?<!\p{L})(?:hospital|sjukhus\w*|trust|clinic|klinik\w*|ab|ltd|region \p{Lu}\p{L}+))\s+(.+)$`, 'iu');

/** A professional's letters after the name, kept in the signature ("Grace Okafor RN", "Tom Reid ACCA"). */
const REGISTRATION = /^(?:RN|RGN|RMN|RM|ACCA|FCCA|ACA|CIMA|CPA|PMP|MCIPD|CEng|MICE|MIStructE|MRICS|MCSP|MRCP|FRCS|MRCGP|CMgr|FCA)$/u;
/** A degree or other letters after the name ("BA (Hons)", "PhD", "SWE Reg."): the name ends before them. */
const OTHER_LETTERS = /^(?:MD|PhD|MBA|MSc|BSc|MA|BA|BEd|MEd|LLB|PGCE|\(Hons\)|Hons|Reg\.?|SWE|CIPD|PRINCE2)$/u;

/** "O'CONNELL" → "O'Connell", "SMITH-JONES" → "Smith-Jones", "MCLEOD" → "McLeod". */
function fromShouting(word: string): string {
  return withMcCapital(word.toLowerCase().replace(/(^|['’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()));
}

/** "Jane Doe", "JANE DOE" (→ "Jane Doe"), "Anna-Karin von Essen", "LIAM O'CONNELL": two to four name words, and a registration after them. */
function asName(line: string): string | null {
  const first = line.split(/\s+[|–—-]\s+|\s*[|,]\s*/)[0].trim();
  const allWords = first.split(/\s+/);
  const end = allWords.findIndex((w, i) => i >= 2 && (REGISTRATION.test(w) || OTHER_LETTERS.test(w)));
  const words = end < 0 ? allWords : allWords.slice(0, end);
  const registrations = end < 0 ? [] : allWords.slice(end).filter((w) => REGISTRATION.test(w));
  if (words.length < 2 || words.length > 4 || NOT_A_NAME.test(first) || hasRoleWord(first) || words.some((w) => HEADING_WORD.test(w))) return null;
  if (!words.every((w) => NAME_WORD.test(w)) || !/^[\p{Lu}]/u.test(first)) return null;
  return [...words.map((w) => (w.length === 1 || w !== w.toUpperCase() ? w : fromShouting(w))), ...registrations].join(' ');
}

function readName(cvLines: string[]): string | null {
  for (const line of cvLines) {
    const labelled = NAME_LABEL.exec(line);
    if (labelled) return asName(labelled[1].trim());
  }
  const header = cvLines.slice(0, HEADER_LINES);
  for (const line of header) {
    const name = asName(line);
    if (name) return name;
  }
  return splitName(header) ?? nameFromEmail(header.join('\n'));
}

/**
 * A name a narrow column broke over two lines ("Geoffrey" / "Palmer-Lewis"), taken only when the
 * CV's address spells the last of them ("g.palmerlewis@example.com").
 */
function splitName(header: string[]): string | null {
  const address = /([\p{L}\p{N}._%+-]+)@/u
    .exec(header.join('\n'))?.[1]
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
  if (!address) return null;
  for (let i = 0; i + 1 < header.length; i += 1) {
    const [first, last] = [header[i].trim(), header[i + 1].trim()];
    if (/\s/.test(first) || /\s/.test(last)) continue;
    const name = asName(`${first} ${last}`);
    if (name && address.includes(last.toLowerCase().replace(/[^\p{L}]/gu, ''))) return name;
  }
  return null;
}

interface Entry {
  index: number;
  start: number;
  end: number;
  rest: string;
}

const EMPLOYMENT_TERMS_IN_BRACKETS =
  /\s*[([](?:part[- ]time|full[- ]time|temporary|fixed[- ]term|contract|freelance|maternity cover|locum|seasonal|deltid|heltid|vikariat|visstid|säsong|timanställd|\d+\s*%)[)\]]/giu;
/** Working for oneself: no employer to name ("Self-employed", "Egen företagare"). */
const SELF_EMPLOYED = /^(?:self[- ]employed|freelance|freelancer|sole trader|egen företagare|egenföretagare|frilans|frilansare|eget företag)$/iu;

function isShortPart(part: string): boolean {
  return part.length >= 2 && part.split(/\s+/).length <= 8 && !/[.!?]$/.test(part) && !new RegExp(YEAR).test(part);
}

function parts(line: string): string[] {
  return (
    line
      // "Heaton Mersey Primary (School Direct)": a bracket after a name is a part of its own; after a
      // title ("Registered Nurse (Adult)") it stays with the title.
      // "Freelance Designer (part-time)": the terms of the job are no part of its title.
      .replace(EMPLOYMENT_TERMS_IN_BRACKETS, '')
      .replace(/([^|,–—·•]*?)\s*[([]([^()[\]]*)[)\]]\s*(?=$|[|,–—·•])/gu, (_: string, before: string, inside: string) =>
        hasRoleWord(before) ? `${before} ${inside}` : `${before} | ${inside}`,
      )
      .replace(/[()[\]]/g, ' ')
      .split(PART_SEPARATOR)
      .map((p) => trimPunctuation(p))
      .filter(isShortPart)
  );
}

/** "STAFF NURSE II" → "Staff Nurse II": a title set in capitals reads as words; acronyms and numerals (II, ICU) stay. */
function fromCapitals(title: string): string {
  if (/\p{Ll}/u.test(title)) return title;
  return title.replace(/\p{Lu}{4,}/gu, (word) => word.charAt(0) + word.slice(1).toLowerCase());
}

/**
 * The places a CV names: those the posting reader knows ("London", "Borås"), the pieces of its
 * header's contact line ("Leeds, UK"), and a capitalised word that ends two or more of its lines
 * ("… Florence, Italy" and "Istituto Alberghiero Arno Florence").
 */
function cvPlaces(cvLines: string[]): Set<string> {
  const places = new Set<string>();
  for (const line of cvLines.slice(0, HEADER_LINES)) {
    for (const piece of line.split(/\s*[|·•,]\s*/))
      if (/^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(piece) && !asName(piece) && !hasRoleWord(piece)) places.add(piece.toLowerCase());
  }
  const endings = new Map<string, Set<string>>();
  for (const line of cvLines) {
    const last = /(?:^|\s)(\p{Lu}\p{Ll}[\p{L}'’-]*)(?:,\s*[\p{L} ]+)?$/u.exec(line)?.[1];
    if (!last || line.split(/\s+/).length < 2 || hasRoleWord(last)) continue;
    endings.set(last.toLowerCase(), (endings.get(last.toLowerCase()) ?? new Set()).add(line));
  }
  // Two different lines: a title repeated in the header and the entry ("Content Marketing Lead") ends no place.
  for (const [word, endingLines] of endings) if (endingLines.size >= 2) places.add(word);
  return places;
}

/** "Thameside Mutual Bank London" → "Thameside Mutual Bank"; "Region Skåne" stays (a one-word rest is no name). */
function withoutPlace(part: string, places: Set<string>): string {
  const words = part.split(/\s+/);
  for (const size of [2, 1]) {
    if (words.length - size < 2) continue;
    const tail = words.slice(-size).join(' ');
    const rest = words.slice(0, -size);
    if (NAME_LINK.test(rest[rest.length - 1])) continue;
    const knownPlace = isLocation(tail) || places.has(tail.toLowerCase());
    const afterOrganisation = size === 1 && ORGANISATION_END.test(rest[rest.length - 1]) && /^\p{Lu}\p{Ll}+$/u.test(tail) && !ORGANISATION_END.test(tail);
    if (knownPlace || afterOrganisation) return rest.join(' ');
  }
  return part;
}

/** "Don Valley University Hospital Medical-Surgical ICU" → the hospital; a unit alone stays what it is (and is no employer). */
function withoutDepartment(part: string): string {
  const split = DEPARTMENT_AFTER.exec(part);
  return split && DEPARTMENT.test(split[2]) ? split[1] : part;
}

/** An organisation's words are capitalised but for small link words: "Hisingens Cykel & Sport", not "Packning och utleverans av kläder". */
function hasNameShape(part: string): boolean {
  return part
    .split(/\s+/)
    .slice(1)
    .every(
      (word) => /^[\p{Lu}\d&+(]/u.test(word) || NAME_LINK.test(word) || SWEDISH_ORGANISATION_NOUN.test(word) || /^(?:plc|ltd|llp|inc|gmbh)\.?$/.test(word),
    );
}

/** "Hartley Moss Accountants", "Broadland Accountancy Partners": a firm's name, though its last word names a trade. */
function isFirmOfTrade(part: string): boolean {
  return hasNameShape(part) && isNamedForTrade(part);
}

/** An employer is named with a capital ("Stripe", "Region Exempel"), is no role, degree, department or place alone. */
function isEmployerName(part: string): boolean {
  return (
    /^[\p{Lu}\d]/u.test(part) &&
    hasNameShape(part) &&
    (!hasRoleWord(part) || isFirmOfTrade(part)) &&
    // "Don Valley University Hospital" and "Thames University" employ; a degree is what one studied.
    !STUDY_WORDS.test(part) &&
    !DEPARTMENT.test(part) &&
    !/^\p{Lu}{2}$/u.test(part) &&
    !PLACE.test(part) &&
    !SELF_EMPLOYED.test(part) &&
    !isLocation(part) &&
    // "Builds Python services for route planning": a bullet's action, not an organisation ("Host Hotels" is one).
    !(startsWithActionVerb(part) && /\s\p{Ll}/u.test(part)) &&
    !part.split(/\s+/).some((w) => HEADING_WORD.test(w))
  );
}

/** A name with a legal form is an organisation's, never a title, whatever words it holds ("Partners LLP"). */
function isOrganisationName(part: string): boolean {
  return /^[\p{Lu}\d]/u.test(part) && hasNameShape(part) && LEGAL_FORM.test(part);
}

/**
 * The job title among a heading's parts: the part with a role word that is no organisation's name
 * ("Partners LLP" is an employer); else, in "Audit Senior · Marsh Lane Partners LLP, Leeds", the
 * part right before an organisation's name.
 */
function titleIn(lineParts: string[], places: Set<string>): string | null {
  const named = lineParts.find((part) => hasRoleWord(part) && !isOrganisationName(withoutPlace(part, places)) && !isFirmOfTrade(part));
  if (named) return named;
  const organisation = lineParts.findIndex((part) => isOrganisationName(withoutPlace(part, places)));
  const before = organisation > 0 ? lineParts[organisation - 1] : null;
  return before && /^\p{Lu}/u.test(before) && before.split(/\s+/).length <= 5 && !isLocation(before) && !PLACE.test(before) && !isOrganisationName(before)
    ? before
    : null;
}

/** An employer: a name by the rules of `isEmployerName`, or any name with a legal form ("Marsh Lane Partners LLP"). */
function isEmployer(part: string): boolean {
  return isEmployerName(part) || isOrganisationName(part);
}

function titleAndEmployer(lineParts: string[], places: Set<string>): string[] | null {
  return lineParts.length >= 2 && titleIn(lineParts, places) !== null && lineParts.some((part) => isEmployer(withoutPlace(part, places))) ? lineParts : null;
}

/** Up to six lines above the dates, before another entry's dates or a heading: the nearest line with a title and an employer in it. */
function entryHeadingAbove(entry: Entry, cvLines: string[], places: Set<string>): string[] | null {
  for (let offset = 3; offset <= 6; offset++) {
    const line = cvLines[entry.index - offset];
    if (!line || DATE_RANGE.test(line) || SINCE.test(line) || EDUCATION_HEADING.test(line) || OTHER_HEADING.test(line)) return null;
    const heading = titleAndEmployer(parts(line), places);
    if (heading) return heading;
  }
  return null;
}

/** The title and employer of an entry: from its date line, else the line below or the one or two lines above it. */
function describe(entry: Entry, cvLines: string[], places: Set<string>, datesFirst: boolean): RecentRole | null {
  const above: string[] = [];
  for (const offset of [1, 2]) {
    const line = cvLines[entry.index - offset];
    if (!line || DATE_RANGE.test(line) || SINCE.test(line) || EDUCATION_HEADING.test(line) || OTHER_HEADING.test(line)) break;
    above.push(line);
  }
  // "Software Engineer  2021 – present" over "Stripe • San Francisco, CA": the line below may name the employer, never the title.
  const next = cvLines[entry.index + 1];
  // …and only when it starts with a name: not "Reception and reservations in English, Italian and French".
  const belowParts = next && !DATE_RANGE.test(next) && !SINCE.test(next) && !/[.!?]$/.test(next) ? parts(next) : [];
  const below = belowParts.length && isEmployer(withoutPlace(belowParts[0], places)) ? belowParts : [];
  // A CV whose entries start with their dates ("2020 – present" / "Team Leader | Acme Ltd"): the line below is the entry's own.
  const own = datesFirst && titleIn(parts(entry.rest), places) === null ? titleAndEmployer(belowParts, places) : null;
  if (own) return roleOf(own, entry, places);
  const candidates = [entry.rest, ...above].map(parts);
  let titleLine = candidates.findIndex((ps) => titleIn(ps, places) !== null);
  if (titleLine < 0) {
    // Dates under the entry's bullets ("Grundlärare · Fyrisskolan" / three bullets / "2020 – nu"): the heading line further up that names both.
    // Or the line right under the dates ("2020 – present" / "Warehouse Team Leader | Ouzel Fulfilment Ltd").
    // (Not in a CV whose entries start with their dates: the lines above are the entry before.)
    const heading = (datesFirst ? null : entryHeadingAbove(entry, cvLines, places)) ?? titleAndEmployer(belowParts, places);
    if (!heading) return null;
    candidates.push(heading);
    titleLine = candidates.length - 1;
  }
  const title = fromCapitals(titleIn(candidates[titleLine], places)!);
  // "Volunteer Tutor": unpaid work the letter can tell of, but not as the job the candidate holds.
  if (NOT_A_JOB.test(title)) return null;
  // The line below names the employer only of a title on the date line; a title above has its employer beside it.
  const order = titleLine === 0 ? [...candidates[0], ...below, ...candidates.flat()] : [...candidates[titleLine], ...candidates.flat(), ...below];
  // The title's own line first; a later part there that ends like an organisation beats a team before it.
  const employer = employerAmong(candidates[titleLine], title, places) ?? employerAmong(order, title, places, false);
  return withSelfEmployment({ title, employer, current: entry.end === Number.POSITIVE_INFINITY }, candidates[titleLine]);
}

function withSelfEmployment(role: RecentRole, lineParts: string[]): RecentRole {
  return lineParts.some((part) => SELF_EMPLOYED.test(part)) ? { ...role, selfEmployed: true } : role;
}

/** A name that ends like an organisation's ("Hallam Vale Council", "Acme Ltd", "Gottsunda skola"). */
function endsLikeOrganisation(part: string): boolean {
  const last = part.split(/\s+/).at(-1) ?? '';
  return LEGAL_FORM.test(part) || ORGANISATION_END.test(last) || SWEDISH_ORGANISATION_NOUN.test(last);
}

/**
 * The employer among an entry's parts: the first name, unless a later one ends like an
 * organisation's and the first does not ("Social Worker, Children's Safeguarding · Hallam Vale Council":
 * the team, then the council).
 */
function employerAmong(lineParts: string[], title: string, places: Set<string>, preferOrganisation = true): string | null {
  // "Freelance Designer · Self-employed, Brighton": nobody employs; what follows is the place.
  if (lineParts.some((part) => SELF_EMPLOYED.test(part))) return null;
  const names = lineParts.map((part) => withoutPlace(withoutDepartment(part), places)).filter((part) => isEmployer(part) && part !== title);
  // Only a first name that is a field of work ("Children's Safeguarding", "Payments") is a team; an agency or a consultancy is the employer.
  const isTeam = !!names[0] && !endsLikeOrganisation(names[0]) && findSkills(names[0]).length > 0;
  const organisation = preferOrganisation && isTeam ? names.find(endsLikeOrganisation) : undefined;
  return organisation ?? names[0] ?? null;
}

function roleOf(lineParts: string[], entry: Entry, places: Set<string>): RecentRole | null {
  const title = fromCapitals(titleIn(lineParts, places)!);
  if (NOT_A_JOB.test(title)) return null;
  const employer = employerAmong(lineParts, title, places);
  return withSelfEmployment({ title, employer, current: entry.end === Number.POSITIVE_INFINITY }, lineParts);
}

/** Whether the CV's first entry has its dates on a line of their own with its title and employer right under them. */
function startsWithDates(first: Entry | undefined, cvLines: string[], places: Set<string>): boolean {
  if (!first || titleIn(parts(first.rest), places) !== null) return false;
  const before = cvLines[first.index - 1] ?? '';
  const headingBefore = !before || EDUCATION_HEADING.test(before) || OTHER_HEADING.test(before) || HEADING_WORD.test(before.split(/\s+/)[0] ?? '');
  return headingBefore && !!titleAndEmployer(parts(cvLines[first.index + 1] ?? ''), places);
}

/** The CV's jobs, latest first: by end date ("present" is latest), then by start; at most `count`. */
function readRecentRoles(cvLines: string[], count: number): RecentRole[] {
  const entries: Entry[] = [];
  let inEducation = false;
  cvLines.forEach((line, index) => {
    if (EDUCATION_HEADING.test(line) && line.length < 40) inEducation = true;
    else if (OTHER_HEADING.test(line) && line.length < 40) inEducation = false;
    // "BSc Psychology, University of Leeds, 2013 – 2016" is study; "Research Associate at Thames University (2021 - 2024)" is a job.
    if (inEducation || (DEGREE_WORDS.test(line) && !hasRoleWord(line.replace(DEGREE_WORDS, ' '))) || NOT_A_JOB.test(line)) return;
    const range = DATE_RANGE.exec(line);
    // "Maths subject lead since 2022: introduced …": a bullet's sentence, not an entry of its own.
    const since = range || /[:;]|(?<!(?:Inc|Ltd|Co|Corp|St|Bros))\.\s+\p{Ll}|^[-–•*]/u.test(line) || line.split(/\s+/).length > 14 ? null : SINCE.exec(line);
    const match = range ?? since;
    if (!match) return;
    const start = Number(match[1]);
    const end = range ? (range[3] ? Number.POSITIVE_INFINITY : Number(range[2])) : Number.POSITIVE_INFINITY;
    entries.push({ index, start, end, rest: trimPunctuation(line.replace(match[0], ' ')) });
  });
  const places = cvPlaces(cvLines);
  const datesFirst = startsWithDates(entries[0], cvLines, places);
  const ordered = entries.sort((a, b) => b.end - a.end || b.start - a.start || a.index - b.index);
  const roles: RecentRole[] = [];
  let latestStart: number | null = null;
  for (const entry of ordered) {
    const role = describe(entry, cvLines, places, datesFirst);
    // Two date lines of one entry ("Class Teacher, Brookfield" and a promotion under it) are one job.
    if (!role || roles.some((r) => r.title === role.title && r.employer === role.employer)) continue;
    if (latestStart !== null && !role.current && entry.end > latestStart) role.overlapping = true;
    latestStart ??= entry.start;
    roles.push(role);
    if (roles.length === count) break;
  }
  // Two jobs held now: the one with an employer leads; working for oneself ("Freelance Designer · Self-employed") is told alongside it.
  if (roles[0]?.current && roles[0].selfEmployed && roles[1]?.current && roles[1].employer) roles.unshift(roles.splice(1, 1)[0]);
  return roles;
}

/** "Sept '21 – present" → "Sept 2021 – present": a year written with two digits after a month. */
function withFullYears(line: string): string {
  const thisYear = new Date().getFullYear() % 100;
  return line.replace(/(?<=\p{L}\.?\s+)['’](\d{2})(?!\d)/gu, (_, yy: string) => `${Number(yy) <= thisYear + 5 ? '20' : '19'}${yy}`);
}

export function readCandidateProfile(cvText: string): CandidateProfile {
  const cvLines = lines(cvText).map(withFullYears);
  const [recentRole = null, previousRole = null] = readRecentRoles(cvLines, 2);
  return { name: readName(cvLines), recentRole, previousRole };
}
