import { hasRoleWord } from './role-words';
import { upperFirst } from './text';

const EMAIL = /([\p{L}\p{N}._%+-]+)@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/** Parts of an address that are not names ("info@", "jobs.sweden@", "hello.world@"). */
const NOT_NAME_PARTS = new Set(
  (
    'info contact hello hi hey hej mail email post jobs job cv resume work me my the dev code admin office team kontakt ' +
    'jobb ansokan application apply private personal home official career careers sweden sverige world web www'
  ).split(' '),
);
const NAME_PART = /^[a-z]{2,20}(?:-[a-z]{2,20})?$/;
/** Name particles stay lower case after the first name ("Anna von Essen"). */
export const NAME_PARTICLES: readonly string[] = 'van von de der den af la le da di del'.split(' ');
const PARTICLES = new Set(NAME_PARTICLES);

/** "Mcleod" → "McLeod": the Mc of a Scottish or Irish name takes a capital after it. */
export function withMcCapital(name: string): string {
  return name.replace(/^Mc(\p{Ll})/u, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

function capitalised(part: string): string {
  return part
    .split('-')
    .map((piece) => withMcCapital(upperFirst(piece)))
    .join('-');
}

/**
 * "jane.doe@example.com" → "Jane Doe": the name an address spells out as first.last (or
 * first_middle_last), letters only. Anything less clear ("jdoe@", "jane@", "jane.doe85@",
 * "info.sales@") gives null: a letter is better unsigned than signed with a wrong name.
 */
export function nameFromEmail(text: string): string | null {
  const local = EMAIL.exec(text)?.[1].split('+')[0].toLowerCase();
  if (!local) return null;
  const parts = local.split(/[._]/);
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => NAME_PART.test(p) && !NOT_NAME_PARTS.has(p))) return null;
  const name = parts.map((part, i) => (i > 0 && PARTICLES.has(part) ? part : capitalised(part))).join(' ');
  return hasRoleWord(name) ? null : name;
}
