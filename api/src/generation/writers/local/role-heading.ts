import { isLocation } from '@coverletter/page-reader';
import { hasRoleWord } from './role-words';

const HEADING_SEPARATOR = /\s*[·•|]\s*|\s+[–—]\s+/u;
/** The legal form an organisation's name ends in ("Marsh Lane Partners LLP", "Aire Valley Foods plc"). */
export const LEGAL_FORM = /(?<!\p{L})(?:ltd|limited|plc|llp|llc|inc|gmbh|ab|corp)\.?$/iu;
const NAME_LINK = /^(?:of|and|&|\+|the|för|och|i|de|la|du|von|van|der|y)$/i;

/** "Marsh Lane Partners LLP, Leeds": capitalised words but for small link words, and no sentence end. */
function isNamePart(part: string): boolean {
  return (
    !/[.!?]$/.test(part) && part.split(/\s+/).every((word) => /^[\p{Lu}\d&+(]/u.test(word) || NAME_LINK.test(word) || LEGAL_FORM.test(word.replace(/,$/, '')))
  );
}

/**
 * A job's heading line: a title and an organisation or place joined by "·", "•", "|" or a spaced
 * dash ("Audit Senior · Marsh Lane Partners LLP, Leeds", "Nurse | Region Exempel"). It names a
 * job the candidate held, never something they did: no example or accomplishment is read from it.
 */
export function isRoleHeading(line: string): boolean {
  const parts = line
    .split(HEADING_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.some((part) => part.split(/\s+/).length > 6) || /[.!?]$/.test(line.trim())) return false;
  const rest = parts.slice(1);
  if (!rest.every(isNamePart)) return false;
  const pieces = rest.flatMap((part) => part.split(/\s*,\s*/));
  return hasRoleWord(parts[0]) || pieces.some((piece) => LEGAL_FORM.test(piece) || isLocation(piece)) || rest.some(hasRoleWord);
}
