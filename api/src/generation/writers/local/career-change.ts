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

/** The same field word: the same first five letters ("nurse"/"nursing") or one the end of the other, as in a Swedish compound ("elektriker"/"industrielektriker"). */
function sameField(a: string, b: string): boolean {
  return a.slice(0, 5) === b.slice(0, 5) || (Math.min(a.length, b.length) >= 5 && (a.endsWith(b) || b.endsWith(a)));
}

/**
 * The candidate's latest roles share no field word with the posting's title ("Software Engineer"
 * for "Trainee Teacher of Computer Science"): the letter is a career change and must not open as if
 * the candidate already did the work. Unknown without a title or a role.
 */
export function isCareerChange(postingTitle: string | null, roles: readonly (RecentRole | null)[]): boolean {
  const known = roles.filter((r): r is RecentRole => r !== null);
  if (!postingTitle || known.length === 0) return false;
  const wanted = fieldWords(postingTitle);
  if (wanted.length === 0) return false;
  return !known.some((role) => fieldWords(role.title).some((w) => wanted.some((v) => sameField(v, w))));
}
