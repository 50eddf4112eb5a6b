import type { RecentRole } from './candidate-profile';

/** Title words that say nothing about the field: seniority, contract, "of", "och". */
const GENERIC = new Set(
  'senior junior trainee lead head chief principal assistant associate graduate intern salaried permanent full part time with from and the for och med inom till samt'.split(
    ' ',
  ),
);

function fieldWords(title: string): string[] {
  const words = title
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .match(/\p{L}{4,}/gu);
  return (words ?? []).filter((w) => !GENERIC.has(w));
}

/**
 * Title words of one field under different names: a frontend developer applying for "Full-Stack
 * Engineer" stays in software. Not "engineer" on its own, which electricians and civil engineers share.
 */
const FIELD_FAMILIES: readonly (readonly string[])[] = [
  ['developer', 'programmer', 'software', 'frontend', 'backend', 'stack', 'fullstack', 'devops', 'webbutvecklare', 'utvecklare', 'programmerare'],
  // A civil engineer applying for a structural post stays in engineering of the built environment.
  ['civil', 'structural', 'geotechnical', 'highway', 'highways', 'drainage', 'bridge', 'bridges', 'byggnadskonstruktör', 'konstruktör', 'anläggning'],
  // A reporting analyst applying for a data analyst post stays in analysis of data.
  ['data', 'reporting', 'insight', 'insights', 'analytics', 'dataanalytiker', 'rapportanalytiker'],
];

/** One word the end of the other, as in a Swedish compound ("elektriker"/"industrielektriker"). */
const endsAs = (a: string, b: string) => Math.min(a.length, b.length) >= 5 && (a.endsWith(b) || b.endsWith(a));

function familyOf(word: string): number {
  return FIELD_FAMILIES.findIndex((family) => family.some((member) => word === member || endsAs(word, member)));
}

function commonStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The same field word: a shared stem ("nurse"/"nursing", "teacher"/"teaching"), a compound of the other, or one family's. */
function sameField(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  const stem = commonStart(a, b);
  if (a === b || stem >= 5 || (shorter >= 5 && stem >= shorter - 1) || endsAs(a, b)) return true;
  const family = familyOf(a);
  return family >= 0 && family === familyOf(b);
}

/** Whether a role's title and the posting's share a field word, leaving out the words `ignored`. */
function sharesField(postingTitle: string, role: RecentRole, ignored: ReadonlySet<string> = new Set()): boolean {
  const wanted = fieldWords(postingTitle).filter((w) => !ignored.has(w));
  return fieldWords(role.title).some((w) => !ignored.has(w) && wanted.some((v) => sameField(v, w)));
}

const knownRoles = (roles: readonly (RecentRole | null)[]) => roles.filter((r): r is RecentRole => r !== null);

/** The candidate's latest roles and the posting's title name the same field ("Dental Nurse" for "Qualified Dental Nurse"); false when either is unknown. */
export function staysInField(postingTitle: string | null, roles: readonly (RecentRole | null)[]): boolean {
  return !!postingTitle && knownRoles(roles).some((role) => sharesField(postingTitle, role, RANK_WORDS));
}

/** Words that say how senior or what kind of post, in any field ("Brand Manager", "Restaurant Manager"): no shared field on their own. */
const RANK_WORDS = new Set(
  'manager director officer executive coordinator specialist consultant adviser advisor administrator worker operative associate supervisor representative technician analyst qualified engineer member'.split(
    ' ',
  ),
);

/**
 * The candidate's latest roles share no field word with the posting's title ("Software Engineer"
 * for "Trainee Teacher of Computer Science"): the letter is a career change and must not open as if
 * the candidate already did the work. Unknown without a title or a role.
 */
export function isCareerChange(postingTitle: string | null, roles: readonly (RecentRole | null)[]): boolean {
  const known = knownRoles(roles);
  if (!postingTitle || known.length === 0 || fieldWords(postingTitle).length === 0) return false;
  return !known.some((role) => sharesField(postingTitle, role));
}
