import { isJobBoardName } from '../job-boards';
import { trimPunctuation } from './lines';
import { isLocation } from './places';
import { hasRoleWord } from './role-words';

export const COMPANY_SUFFIX = String.raw`(?:AB|AB \(publ\)|HB|KB|Ltd\.?|Limited|Inc\.?|GmbH|AG|LLC|LLP|Oy|Oyj|AS|ASA|A/S|ApS|plc|PLC|Group|Corporation|Corp\.?|Co\.?|SE|SA|S\.A\.|BV|B\.V\.|NV|Pty Ltd)`;
const ENDS_WITH_SUFFIX = new RegExp(String.raw`(?:\s|&\s?)${COMPANY_SUFFIX}$`, 'u');
/** Small words a name may hold in lower case ("Bank of Example", "Smith and Sons", "Ernst & Young"). */
const NAME_LINK_WORDS = new Set(['and', 'och', 'of', 'for', 'för', 'de', 'la', 'le', 'du', 'von', 'van', 'der', 'the', 'i', '&', '+', 'y']);
/** The lower-case word a Swedish public employer's name ends in ("Finspångs kommun", "Västerås pastorat"). */
export const PUBLIC_BODY_WORD = String.raw`(?:kommun|stad|universitet|högskola|landsting|pastorat|församling|lasarett)`;
const PUBLIC_BODY = new RegExp(`^${PUBLIC_BODY_WORD}$`, 'u');
/** Headings and sentence openers that are never a name. */
const NOT_A_NAME =
  /^(?:about|om|requirements?|qualifications?|responsibilities|benefits|we|vi|our|vår|vårt|you|du|the role|the job|job description|company description|description|overview|summary|sammanfattning|beskrivning|apply|ansök|welcome|välkommen|hello|hej|hi|ward|department|dept|unit|avdelning|floor|våning|full[- ]time|part[- ]time|heltid|deltid|permanent|tillsvidare|contract|new|ny|urgent|promoted|easy apply|sponsored|reposted|see more|show more|save|spara)\b/i;
/** A ward, unit or department of an employer ("Emergency Department", "Intensive Care Unit", "Akutvårdsavdelning 12"): where the job is, not who employs. */
const DEPARTMENT_NAME = /(?:^|\s)(?:department|dept\.?|unit|ward|icu)$|(?:avdelning|mottagning|enhet|klinik|sektion)(?:en)?(?:\s+\d+)?$/iu;
/** "Intensive Care Unit", "Distribution Centre", "Akutmottagningen": a part of an employer, which a title may name after a dash. */
export function isDepartmentName(value: string): boolean {
  return (
    DEPARTMENT_NAME.test(value.trim()) ||
    /^(?:\p{Lu}[\p{L}-]*\s+){0,3}(?:centre|center|depot|warehouse|site|team|clinic|theatre|theatres)$/iu.test(value.trim())
  );
}
/** "Night Shift", "Weekends", "Nattskift", "Band 5": when the work is done or its pay grade, which a title may name after a dash; never a company. */
const WORK_PATTERN =
  /^(?:(?:band|grade|level|lönegrad)\s*\d+[a-z]?|(?:night|day|evening|late|early|morning|afternoon|weekend|rotating|rotational|split|double)\s+shifts?|nights|days|evenings|weekends|shift work|nattskift|dagskift|kvällsskift|helgtjänstgöring|natt|helg|helger|kvällar|skiftarbete)$/iu;
export function isWorkPattern(value: string): boolean {
  return WORK_PATTERN.test(value.trim());
}
/** Listing noise around a header: "2 days ago", "Over 100 applicants", "Publicerad 3 mars". */
export const LISTING_NOISE =
  /(?:\b\d+\s*(?:\+\s*)?(?:days?|weeks?|months?|hours?|minutes?)\s+ago\b|\bapplicants?\b|\bsökande\b|\bdagar? sedan\b|\bpublicerad\b|\bposted\b|\breposted\b|\bpromoted\b|\beasy apply\b|\bactively recruiting\b|\bsista ansökningsdag\b|^(?:full[- ]time|part[- ]time|heltid|deltid|permanent|tillsvidare(?:anställning)?|visstid|contract|internship|praktik|temporary|vikariat)$)/i;

/** A company is written with a capital or a digit and at most a few words: "Acme & Co.", "H&M", "3M", "Fjärdhamn Digital AB". */
export function isCompanyName(value: string): boolean {
  const name = value.trim();
  if (name.length < 2 || name.length > 60 || !/^[\p{Lu}\d]/u.test(name)) return false;
  const withoutAbbreviations = name.replace(/(?<![\p{L}])(?:Co|Inc|Ltd|Corp|Bros|S\.A|B\.V)\./gu, 'X');
  if (/[!?:;]|[.,](?=\s|$)/u.test(withoutAbbreviations)) return false;
  const words = name.split(/\s+/);
  if (words.length > 6) return false;
  // "Finspångs kommun", "Lunds universitet": a Swedish public employer ends in a lower-case word.
  const publicBody = words.length >= 2 && PUBLIC_BODY.test(words[words.length - 1]);
  if (words.some((word, i) => /^\p{Ll}/u.test(word) && !NAME_LINK_WORDS.has(word.toLowerCase()) && !(publicBody && i === words.length - 1))) return false;
  if (NOT_A_NAME.test(name) || LISTING_NOISE.test(name) || DEPARTMENT_NAME.test(name) || isWorkPattern(name) || isJobBoardName(name) || isLocation(name))
    return false;
  return !hasRoleWord(name) || ENDS_WITH_SUFFIX.test(name) || isNamedForTrade(name);
}

/** "Moss & Baker Accountants", "Nordic Engineers": a firm named for its trade, in the plural (the role word is its last). */
export function isNamedForTrade(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length >= 2 && /s$/.test(words[words.length - 1]) && hasRoleWord(words[words.length - 1]) && !hasRoleWord(words.slice(0, -1).join(' '));
}

/** A legal form ("AB", "Ltd"), or the word a Swedish public employer's name ends in ("Finspångs kommun", "Västerås pastorat"). */
export function hasCompanySuffix(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return ENDS_WITH_SUFFIX.test(name) || (words.length >= 2 && PUBLIC_BODY.test(words[words.length - 1]));
}

/** The value cleaned ("Acme AB." → "Acme AB", "at Acme" → "Acme"), if it reads as a company name. */
export function cleanCompany(value: string | null | undefined): string | null {
  if (!value) return null;
  const company = trimPunctuation(value.replace(/^(?:at|hos|på|@)\s+/i, '').replace(/\s*\((?!publ\))[^)]*\)\s*$/, ''));
  return isCompanyName(company) ? company : null;
}
