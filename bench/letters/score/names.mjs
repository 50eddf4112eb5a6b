// Company and job-title comparison: the result's companyName/jobTitle against the labels.
import { bare } from './text.mjs';

const LEGAL_FORMS = new Set(['ab', 'ltd', 'limited', 'plc', 'llp', 'llc', 'inc', 'gmbh', 'as', 'oy', 'bv', 'co', 'corp', 'the', 'publ']);

/** A company or title reduced for comparison: bare words, without legal forms ("AB", "Ltd", "Co."). */
export function nameKey(name) {
  return bare(name)
    .split(' ')
    .filter((w) => w && !LEGAL_FORMS.has(w))
    .join(' ');
}

const asList = (label) => (label == null ? [] : Array.isArray(label) ? label : [label]);

/**
 * Whether an answered name is right for a label (one name or a list of acceptable ones).
 * null when the posting does not state it (label null): nothing to judge.
 */
export function nameRight(answer, label) {
  const accepted = asList(label).map(nameKey).filter(Boolean);
  if (!accepted.length) return null;
  const key = nameKey(answer ?? '');
  return key !== '' && accepted.includes(key);
}
