import { isJobBoardName } from '../job-boards';
import { cleanCompany, COMPANY_SUFFIX, PUBLIC_BODY_WORD, hasCompanySuffix, isDepartmentName, isWorkPattern, LISTING_NOISE } from './company-name';
import { cleanLine, escapeRegExp, sentences, trimPunctuation } from './lines';
import { isLocation, labelledLocation } from './places';
import { headingSection } from './posting-sections';
import { hasRoleWord, singularTitle } from './role-words';

export interface PostingHeader {
  title: string | null;
  company: string | null;
  location: string | null;
}

export interface PostingHeaderReading extends PostingHeader {
  /** Indexes (in `text.split('\n')`) of the lines that only made up the header: they are not part of the description. */
  headerLines: number[];
}

const TITLE_LABEL = /^(?:job\s*title|title|position|role|tjänst|tjänstetitel|befattning|titel|yrkesroll|yrke|roll)\s*[:：]\s*(.+)$/i;
const COMPANY_LABEL =
  /^(?:company(?:\s+name)?|employer|hiring\s+(?:organi[sz]ation|company)|organi[sz]ation|företag(?:snamn)?|arbetsgivare|vårdgivare|huvudman|bolag|arbetsplats|employer name)\s*[:：]\s*(.+)$/i;

/** Greedy: with several separators the last one splits ('Sjuksköterska till akuten hos Region X'). */
const AT_COMPANY = /^(.{2,80})\s+(?:at|@|hos|på|till)\s+(.{2,80})$/i;
const COMPANY_HIRING =
  /^(.{2,60}?)\s+(?:is hiring|is looking for|are hiring|are looking for|is recruiting|söker|rekryterar|anställer)\s+(?:nu\s+|now\s+)?(?:an?\s+|en\s+|ett\s+|flera\s+|\d+\s+)?(.{2,80}?)[.!]?$/i;
/** "Rörmokare sökes till VVS-Gruppen AB", "Kock sökes": the Swedish passive ad heading. */
const SOUGHT = /^(.{2,60}?)\s+sökes(?:\s+(?:till|hos|på|av)\s+(.{2,80}))?$/i;
/** "We're hiring a Staff Nurse for …", "Vi söker en undersköterska till …": the role phrase. */
const HIRING_ROLE =
  /(?:we(?:'re|’re| are)\s+(?:now\s+)?(?:hiring|looking\s+for|seeking|recruiting)|(?:vi|nu)\s+söker(?:\s+vi)?|söker\s+vi|vi\s+rekryterar)\s+(?:nu\s+)?(?:an?|en|ett|one|two|flera|\d+)?\s*(?:new\s+|ny\s+)?([^.,!?;:()]{2,60}?)(?=\s+(?:for|to|till|som|at|who|with|in|i|på|hos|inom|that|which|and|och)\b|[.,!?;:()]|$)/i;
/** "Join Kvarn Analytics as a Data Engineer." */
const JOIN_AS =
  /(?<![\p{L}])(?:join|bli en del av)\s+.{2,60}?\s+(?:as|som)\s+(?:an?\s+|en\s+|ett\s+|our\s+|vår\s+)?(?:new\s+|ny\s+)?([^.,!?;:()]{2,60}?)(?=[.,!?;:()]|$)/iu;
const WE_WORDS = /^(?:we|vi|our team|vårt team|the team|teamet|nu|now|we are|vi är)$/i;
/** "Title | Company", "Title · Company · City", "Company – Title", "Title, Company". */
const STRONG_SEPARATOR = /\s*[|·•]\s*/u;
const WEAK_SEPARATOR = /\s+[–—-]\s+/u;
/** A header line ends before its company when the break falls after "at" ("Backend Developer at\nAcme AB"). */
const DANGLING_AT = /\s(?:at|@|hos|på|till)$/i;
/** "via LinkedIn", "on Indeed", "- Platsbanken": where the posting was seen, not who posts it. */
const VIA_BOARD = /\s+(?:via|on|från|on the|through|[-–—|])\s+([\p{L}.]+(?:\s[\p{L}.]+)?)\s*$/iu;
const HEADING_LIKE =
  /^(?:about|om|requirements|qualifications|responsibilities|what you|who you|your|din|dina|vi söker dig|vi erbjuder|we offer|benefits|arbetsuppgifter|kvalifikationer|meriterande|nice to have)\b/i;
const MAX_HEADER_LINES = 6;

const ABOUT_HEADING = /^(?:about|om)\s+(.{2,50})$/i;
const NOT_A_COMPANY_AFTER_ABOUT =
  /^(?:us|the\s+\w+|you|your\s+\w+|this\s+\w+|our\s+\w+|oss|tjänsten|rollen|dig|företaget|jobbet|teamet|uppdraget|arbetsgivaren|anställningen|oss\s+på\s+.*)$/i;
/** A name on one line: its words are apart by spaces, never by a line break (a title line and a company line are two things). */
const NAME = String.raw`[\p{Lu}\d][\p{L}\p{N}&.'’+-]*(?:[ \t]+(?:&[ \t]+|and[ \t]+|och[ \t]+|of[ \t]+)?[\p{Lu}\d&][\p{L}\p{N}&.'’+-]*){0,4}`;
const AT_SENTENCE = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:At|På|Hos|Join|Welcome to|Välkommen till)[ \t]+(${NAME})(?:[,!]|\s+(?:as|som|we|vi|you|du)\b)`,
  'mu',
);
/** "Region Västerlunda" (a county's health-care region), not "Region Syd" or "Region EMEA" (a company's area). */
const SWEDISH_REGION = /(?<![\p{L}])Region\s+(?!(?:Syd|Nord|Öst|Väst|Mitt|Norr|Söder)(?![\p{L}]))\p{Lu}\p{Ll}{3,}[\p{L}-]*(?![\p{L}])/u;
/** "Vi på Grenverk Friluft säljer …", "Hos oss på Finspångs kommun …", "We at Acme …": the employer names itself. */
const WE_AT = new RegExp(String.raw`(?:^|[.!?]\s+)(?:Vi|We|Hos oss)[ \t]+(?:på|hos|at)[ \t]+(${NAME}(?:[ \t]+${PUBLIC_BODY_WORD})?)(?=[ \t,]|$)`, 'mu');
/** "Our Children in Care service at Calderbrook Metropolitan Council supports …": a part of an organisation the name calls one. */
const OUR_PART_AT = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:Our|Vår|Vårt)[ \t][^.!?\n]{2,60}?[ \t](?:at|på|inom)[ \t]+(${NAME}[ \t](?:Council|Trust|University|College|Hospital|Authority|Group|kommun|region))(?=[ \t,.]|$)`,
  'mu',
);
/** A name with a legal suffix in running text; not "a B Corp-certified", not "en AB-certifiering". */
/** What an organisation is ("a family supermarket chain", "ett familjeföretag"): the blurb's first sentence names the employer. */
const ORGANISATION_NOUN =
  /\b(?:company|firm|chain|group|business|retailer|provider|organi[sz]ation|agency|consultancy|studio|start-?up|scale-?up|brand|bank|insurer|charity|trust|school|academy|college|university|hospital|clinic|practice|network|operator|manufacturer|producer|supplier|distributor|wholesaler|co-?operative|employer|bakery|restaurant|bistro|brasserie|pub|hotel|caf[eé]|store|shop|housebuilder|builder|partnership|association|foundation|authority|council|municipality|newspaper|paper|publisher|magazine|broadcaster|station)s?\b|(?:företag|bolag|koncern|kedja|byrå|organisation|verksamhet|skola|sjukhus|klinik|bageri|restaurang|bistro|krog|kafé|hotell|butik|åkeri|tillverkare|leverantör|grossist|kommun|region|stiftelse|förening|bank|aktör|arbetsgivare)(?:et|en|n|na|er|ar)?\b/iu;
const IS_AN_ORGANISATION = new RegExp(
  String.raw`^(${NAME})\s+(?:is|are|är|has been|have been|har varit)\s+(?:an?|en|ett|one of|en av|ett av|the|the UK's|the county's|the region's|Sveriges|Nordens)\s+([^.!?]{2,80})`,
  'u',
);
const WITH_SUFFIX = new RegExp(String.raw`(?<!(?:\b(?:a|an|en|ett|is|är)\s))(?<![\p{L}\p{N}])(${NAME}[ \t]+${COMPANY_SUFFIX})(?![\p{L}\p{N}-])`, 'u');

/** "(permanent, full time)", "(salaried)", "(heltid, tillsvidare)": the terms of employment, not part of the title. */
const EMPLOYMENT_TERM = String.raw`(?:permanent|full[- ]time|part[- ]time|temporary|fixed[- ]term|contract|salaried|hourly|maternity cover|remote|hybrid|heltid|deltid|tillsvidare\p{L}*|visstid\p{L}*|vikariat|distans|\d+\s*%)`;
const EMPLOYMENT_TERMS = new RegExp(String.raw`\s*\(\s*${EMPLOYMENT_TERM}(?:\s*(?:,|/|and|och|&)\s*${EMPLOYMENT_TERM})*\s*\)\s*$`, 'iu');

/** "Trädgårdsarbetare, säsongsanställning", "Barista, part-time": the terms after a comma are no part of the title. */
const TERMS_AFTER_COMMA = new RegExp(String.raw`^(?:${EMPLOYMENT_TERM}|säsongsanställning|säsongsarbete|sommarjobb|sommarvikariat|seasonal|summer job)$`, 'iu');

/** "Vantage EV Centre, part of the Calloway Motor Group": the company line names its owner after a comma. */
const PART_OF_GROUP = /,\s*(?:(?:a\s+)?part of|a member of|a division of|a subsidiary of|(?:en\s+)?del av|ett dotterbolag till)\s+.{2,80}$/iu;

/** "Bus Driver (PCV) – Trainees welcome!", "– Immediate start": a call to apply after the title, not part of it. */
const TAGLINE =
  /\s+[–—-]\s+[^–—]*(?:welcome!?|välkomna!?|immediate start|start now|urgent(?:ly)? (?:required|needed|hiring|start)|apply (?:now|today)|training (?:given|provided)|full training)[\s!.]*$/iu;

/** "We're hiring: Registered Veterinary Nurse", "Vi söker: Kock": the call before the title. */
const HIRING_PREFIX = /^(?:we(?:'re|’re| are)\s+(?:now\s+)?hiring|now hiring|hiring|vi söker|nu söker vi|vi rekryterar)\s*[:!–—-]\s*/iu;

function cleanTitle(value: string | undefined | null): string | null {
  if (!value) return null;
  const title = trimPunctuation(
    singularTitle(value)
      .replace(HIRING_PREFIX, '')
      .replace(TAGLINE, '')
      .replace(/\s*\((?:m\/f\/d|m\/w\/d|f\/m\/d|all genders|h\/f|\d+\s*%)\)\s*$/i, '')
      .replace(EMPLOYMENT_TERMS, ''),
  );
  return title.length >= 2 && title.length <= 100 ? title : null;
}

function mentionedElsewhere(name: string, text: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
  return (text.match(pattern)?.length ?? 0) > 1;
}

/** A company that only the layout suggests (no suffix, one word) counts when the posting names it again. */
function acceptCompany(candidate: string | null, text: string, strong: boolean): string | null {
  if (!candidate) return null;
  return strong || hasCompanySuffix(candidate) || candidate.includes(' ') || mentionedElsewhere(candidate, text) ? candidate : null;
}

/** The team a title names after a comma ("Senior Accountant, Finance & Accounting", "Engineer, Payments Platform"). */
const DEPARTMENT_WORD = String.raw`(?:finance|accounting|payments?|platform|engineering|marketing|sales|operations|data|product|design|hr|it|legal|support|security|infrastructure|growth|analytics|research|customer success|people|tax|audit|risk|compliance|backend|frontend|mobile|ekonomi|försäljning|drift|utveckling)`;
const DEPARTMENT = new RegExp(String.raw`^${DEPARTMENT_WORD}(?:\s*(?:&|and|och|/|,)?\s*${DEPARTMENT_WORD})*(?:\s+(?:team|teamet))?$`, 'i');

/** "Acme AB, Stockholm", "Acme AB i Stockholm": the company and the place after it. */
function companyAndPlace(value: string): { company: string | null; location: string | null } {
  const split = /^(.+?)(?:,\s*|\s+(?:i|in)\s+|\s*\()(.+?)\)?$/u.exec(value.trim());
  if (split && isLocation(split[2])) return { company: cleanCompany(split[1]), location: trimPunctuation(split[2]) };
  // "Telia i Haninge": a town after "i"/"in" at the end, known or not, when what is before it is a name.
  const town = /^(.+?)\s+(?:i|in)\s+(\p{Lu}[\p{L}'’-]+)$/u.exec(value.trim());
  if (town && !hasCompanySuffix(town[2]) && cleanCompany(town[1])) return { company: cleanCompany(town[1]), location: town[2] };
  return { company: cleanCompany(value), location: null };
}

class HeaderBuilder implements PostingHeader {
  title: string | null = null;
  company: string | null = null;
  location: string | null = null;
  private afterDash: { company: string; line: string } | null = null;

  constructor(private readonly text: string) {}

  setTitle(value: string | null | undefined): void {
    this.title ??= cleanTitle(value);
  }

  setCompany(value: string | null | undefined): void {
    if (value && !isJobBoardName(value)) this.company ??= value;
  }

  setLocation(value: string | null | undefined): void {
    if (value) this.location ??= trimPunctuation(value);
  }

  /** Reads one header line; false when it holds nothing of a header (it is prose or a heading). */
  readLine(raw: string, placeFollows = false): boolean {
    let line = trimPunctuation(raw.replace(TAGLINE, '').replace(PART_OF_GROUP, ''));
    const via = VIA_BOARD.exec(line);
    if (via && isJobBoardName(via[1])) line = line.slice(0, via.index);
    if (!line || LISTING_NOISE.test(line) || isJobBoardName(line)) return true;
    if (isLocation(line)) return (this.setLocation(line), true);

    const sought = SOUGHT.exec(line);
    if (sought && hasRoleWord(sought[1])) {
      this.setTitle(sought[1]);
      if (sought[2]) {
        const { company, location } = companyAndPlace(sought[2]);
        this.setCompany(company);
        this.setLocation(location);
      }
      return true;
    }
    // "Kaffebaren Sirap söker barista till Södermalm": the hiring verb splits before "till" does.
    const hiring = COMPANY_HIRING.exec(line);
    if (hiring && hasRoleWord(hiring[2])) {
      this.setTitle(hiring[2]);
      if (!WE_WORDS.test(hiring[1].trim())) this.setCompany(cleanCompany(hiring[1]));
      return true;
    }
    const at = AT_COMPANY.exec(line);
    // "Trygga Händer AB – Undersköterska till hemtjänsten i Solna": the dash splits first.
    if (at && hasRoleWord(at[1]) && !startsWithCompany(at[1])) {
      const { company, location } = companyAndPlace(at[2]);
      // "Sjuksköterska på akutmottagningen": a place in lower case belongs to the title.
      if (!company) return (this.setTitle(line), true);
      this.setTitle(at[1]);
      this.setCompany(company);
      this.setLocation(location);
      return true;
    }
    const strong = STRONG_SEPARATOR.test(line);
    const parts = line
      .split(strong ? STRONG_SEPARATOR : WEAK_SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 1 && /,\s/.test(line) && line.split(/,\s+/).length <= 3) return this.readCommaParts(line);
    // "Registered Nurse – Intensive Care Unit", "Warehouse Team Member – Night Shift": the unit or the hours after a dash are part of the title.
    if (!strong && parts.length === 2 && hasRoleWord(parts[0]) && (isDepartmentName(parts[1]) || isWorkPattern(parts[1]))) return (this.setTitle(line), true);
    if (parts.length > 1) return this.readParts(parts, strong, line);
    // A company line between the title line and a place line ("Warehouse Associate / Amazon / Seattle, WA").
    return this.readPart(line, placeFollows && !!this.title);
  }

  /** "Backend developer, Foo AB", "Backend Engineer, Stockholm"; but "Senior Accountant, Finance & Accounting" is one title. */
  private readCommaParts(line: string): boolean {
    const [first, ...rest] = line.split(/,\s+/);
    const other = rest.join(', ');
    if (!hasRoleWord(first)) return this.readParts([first, ...rest], false);
    const company = DEPARTMENT.test(other) ? null : acceptCompany(cleanCompany(other), this.text, false);
    if (isLocation(other)) {
      this.setTitle(first);
      this.setLocation(other);
    } else if (TERMS_AFTER_COMMA.test(other)) {
      this.setTitle(first);
    } else if (company) {
      this.setTitle(first);
      this.setCompany(company);
    } else this.setTitle(line);
    return true;
  }

  private readParts(parts: string[], strong: boolean, line?: string): boolean {
    if (parts.every((part) => LISTING_NOISE.test(part) || isJobBoardName(part) || isLocation(part))) {
      parts.filter(isLocation).forEach((part) => this.setLocation(part));
      return true;
    }
    const hasTitle = parts.some((part) => hasRoleWord(part) && !hasCompanySuffix(part));
    if (!hasTitle && !parts.some((part) => cleanCompany(part) && hasCompanySuffix(part)) && !parts.some(isLocation)) return false;
    // "Site Manager – Residential New Build" then "Ashdown Homes": after a dash, a name the posting
    // gives nowhere else is the company only if no other line names one; else it is part of the title.
    if (!strong && parts.length === 2 && line && hasRoleWord(parts[0]) && !this.title) {
      const named = cleanCompany(parts[1]);
      if (named && !hasCompanySuffix(named) && !mentionedElsewhere(named, this.text) && !isLocation(parts[1])) {
        this.setTitle(parts[0]);
        this.afterDash = { company: named, line };
        return true;
      }
    }
    for (const part of parts) this.readPart(part, strong || parts.length >= 3);
    return true;
  }

  /** After every line: a name after the title's dash is the company when nothing else named one, else the title keeps it. */
  settleAfterDash(): void {
    if (!this.afterDash) return;
    const { company, line } = this.afterDash;
    // "Riverside Physiotherapy & Sports Injury Clinic" after the dash, "Riverside Physiotherapy is a private clinic" below: the company's full name.
    const sameName = !!this.company && `${company.toLowerCase()} `.startsWith(`${this.company.toLowerCase()} `);
    if (this.company && !sameName) this.title = cleanTitle(line) ?? this.title;
    else this.company = company;
  }

  private readPart(part: string, strong: boolean): boolean {
    if (LISTING_NOISE.test(part) || isJobBoardName(part) || isWorkPattern(part)) return true;
    if (isLocation(part)) return (this.setLocation(part), true);
    if (!this.title && hasRoleWord(part) && !hasCompanySuffix(part) && part.split(' ').length <= 10 && !/[.!?:]$/.test(part)) {
      return (this.setTitle(part), true);
    }
    const { company: named, location } = companyAndPlace(part);
    const company = acceptCompany(named, this.text, strong);
    if (!company) return false;
    this.setCompany(company);
    this.setLocation(location);
    return true;
  }
}

function companyFromText(lines: string[], text: string): string | null {
  for (const line of lines) {
    const about = ABOUT_HEADING.exec(line);
    if (about && !NOT_A_COMPANY_AFTER_ABOUT.test(about[1].trim()) && !/[.!?]/.test(about[1])) {
      const company = cleanCompany(about[1]);
      if (company) return company;
    }
  }
  for (const line of lines) {
    const hiring = COMPANY_HIRING.exec(sentences(line)[0] ?? '');
    if (hiring && hasRoleWord(hiring[2]) && !WE_WORDS.test(hiring[1].trim())) {
      const company = cleanCompany(hiring[1]);
      if (company) return company;
    }
  }
  // "At Acme Health, we …" first: an agency's posting may name the hospital it places staff at ("Our ward at …").
  const at = cleanCompany(AT_SENTENCE.exec(text)?.[1]);
  if (at) return at;
  const weAt = WE_AT.exec(text)?.[1] ?? OUR_PART_AT.exec(text)?.[1];
  if (weAt && cleanCompany(weAt)) return cleanCompany(weAt);
  const described = lines
    .map((line) => IS_AN_ORGANISATION.exec(sentences(line)[0] ?? ''))
    .find((match) => match && ORGANISATION_NOUN.test(match[2].split(/\s+(?:with|that|which|who|som|med|där|in|i)\s/u)[0]) && cleanCompany(match[1]));
  return (
    cleanCompany(AT_SENTENCE.exec(text)?.[1]) ??
    (described ? cleanCompany(described[1]) : null) ??
    cleanCompany(WITH_SUFFIX.exec(text)?.[1]) ??
    // "Laboratoriemedicin i Region Västerlunda utför …": a Swedish health-care region is the employer.
    cleanCompany(SWEDISH_REGION.exec(text)?.[0])
  );
}

/** "Our team members…", "Trusted by 2,000 accountants": the employer speaking, never a title line. */
const EMPLOYER_VOICE = /^(?:our|we|trusted|founded|led|join|vår|våra|vi)\s/iu;

/**
 * A title line of its own among the first lines, or after the employer's blurb ("About us" / a
 * paragraph / "We are hiring!" / "Qualified Dental Nurse"), before the first section of the job.
 * Short, with a role word, no sentence and no heading.
 */
function titleLineOf(lines: string[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const section = headingSection(line);
    if (section && section !== 'about') return null;
    if (section || /[.!?:]$/.test(line) || /^[-–•*]/u.test(line) || EMPLOYER_VOICE.test(line) || line.split(/\s+/).length > 10) continue;
    if (hasRoleWord(line) && !isLocation(line) && !LISTING_NOISE.test(line)) return line;
  }
  return null;
}

/** "Trygga Händer Omsorg AB – Undersköterska till …": a company's name before the dash (not "Application – Platform Engineer"). */
function startsWithCompany(text: string): boolean {
  const [first, ...rest] = text.split(/\s[–—|·•]\s/u);
  if (!rest.length || hasRoleWord(first)) return false;
  return hasCompanySuffix(first) || /^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u.test(first.trim());
}

/** "Backend DeveloperAcme AB": a title and a company copied without the line break between them. */
function unglued(line: string): string {
  const glued = /^(.*\p{Ll})(\p{Lu}[\p{L}\p{N}&.'’ -]*)$/u.exec(line);
  if (!glued || /\s$/.test(glued[1]) || !hasRoleWord(glued[1]) || !cleanCompany(glued[2])) return line;
  return hasRoleWord(glued[1].split(' ').at(-1) ?? '') ? `${glued[1]} | ${glued[2]}` : line;
}

/**
 * The job title, company and location a posting names, or null for what it does not say clearly:
 * labelled lines ("Company: …"), then the first lines ("Title at Company", "Company söker Title",
 * "Title · Company · City", "Title | Company", a title line and a company line), then the text
 * ("About Acme", "At Acme, we …", a name with a legal suffix). A place is never the company, nor
 * is a job board.
 */
export function readPostingHeader(text: string): PostingHeaderReading {
  const raw = text.split(/\r?\n/);
  const cleaned = raw.map(cleanLine);
  const builder = new HeaderBuilder(text);
  const headerLines: number[] = [];
  const nonEmpty = cleaned.map((line, index) => ({ line, index })).filter(({ line }) => line);

  for (const { line, index } of nonEmpty.slice(0, 40)) {
    const title = TITLE_LABEL.exec(line)?.[1];
    const company = COMPANY_LABEL.exec(line)?.[1];
    const location = labelledLocation(line);
    if (title) builder.setTitle(title);
    if (company) builder.setCompany(cleanCompany(company) ?? (isJobBoardName(company) ? null : trimPunctuation(company)));
    if (location) builder.setLocation(location);
    if ((title || company || location) && index < 12) headerLines.push(index);
  }

  let seen = 0;
  for (let i = 0; i < nonEmpty.length && seen < MAX_HEADER_LINES; i++, seen++) {
    let { line } = nonEmpty[i];
    const indexes = [nonEmpty[i].index];
    if (headerLines.includes(nonEmpty[i].index)) continue;
    if ((HEADING_LIKE.test(line) || headingSection(line)) && !AT_COMPANY.test(line)) break;
    if (DANGLING_AT.test(line) && nonEmpty[i + 1]) {
      line = `${line} ${nonEmpty[i + 1].line}`;
      indexes.push(nonEmpty[++i].index);
    }
    const first = sentences(line)[0] ?? line;
    const prose = first !== line || /[.!?]$/.test(line) || line.split(' ').length > 14;
    const next = nonEmpty[i + 1]?.line;
    const placeFollows = !!next && (isLocation(next) || next.split(STRONG_SEPARATOR).every((part) => isLocation(part) || LISTING_NOISE.test(part)));
    const read = builder.readLine(unglued(first), placeFollows);
    if (read && !prose) headerLines.push(...indexes);
    if (prose || !read) break;
  }

  if (!builder.title) builder.setTitle(titleLineOf(nonEmpty.map(({ line }) => line)));
  if (!builder.title) {
    const role = nonEmpty
      .slice(0, 12)
      .map(({ line }) => HIRING_ROLE.exec(line)?.[1] ?? JOIN_AS.exec(line)?.[1])
      .find((phrase) => phrase && hasRoleWord(phrase));
    builder.setTitle(role);
  }
  // A header line's company beats the name after the dash; the body's guesses do not.
  builder.settleAfterDash();
  if (!builder.company)
    builder.setCompany(
      companyFromText(
        nonEmpty.map(({ line }) => line),
        text,
      ),
    );
  return { title: builder.title, company: builder.company, location: builder.location, headerLines: [...new Set(headerLines)].sort((a, b) => a - b) };
}
