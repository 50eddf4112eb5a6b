// Skills: the result's matchingSkills against the labels' expected skills (each a name or a list of
// acceptable names, English or Swedish), acceptable extras and forbidden words (a company blurb's
// or benefits' words that must appear in neither matchingSkills nor missingSkills).
import { bare } from './text.mjs';

const alternatives = (label) => (Array.isArray(label) ? label : [label]).map(bare).filter(Boolean);

/** A reported skill names a label when one is the other as whole words ("SQL" ≠ "NoSQL"). */
export function skillMatches(reported, label) {
  const r = ` ${bare(reported)} `;
  return alternatives(label).some((alt) => r.trim() === alt || r.includes(` ${alt} `) || ` ${alt} `.includes(r));
}

/**
 * For one case: hits (expected skills found), the expected count, reported skills that are correct
 * (expected or acceptable), the reported count, and the forbidden words that showed up.
 */
export function skillCounts({ matchingSkills = [], missingSkills = [] }, labels) {
  const expected = labels.expectedSkills ?? [];
  const acceptable = [...expected, ...(labels.acceptableSkills ?? [])];
  const found = expected.filter((label) => matchingSkills.some((s) => skillMatches(s, label)));
  const wrong = matchingSkills.filter((s) => !acceptable.some((label) => skillMatches(s, label)));
  const forbidden = (labels.forbiddenSkills ?? []).filter((label) => [...matchingSkills, ...missingSkills].some((s) => skillMatches(s, label)));
  return {
    expected: expected.length,
    found: found.length,
    missed: expected.filter((label) => !found.includes(label)).map((l) => (Array.isArray(l) ? l[0] : l)),
    reported: matchingSkills.length,
    correct: matchingSkills.length - wrong.length,
    wrong,
    forbidden: forbidden.map((l) => (Array.isArray(l) ? l[0] : l)),
  };
}

/** Precision and recall summed over cases (micro-averaged); NaN when there is nothing to divide. */
export function precisionRecall(counts) {
  const sum = (key) => counts.reduce((n, c) => n + c[key], 0);
  const reported = sum('reported');
  const expected = sum('expected');
  return {
    precision: reported ? sum('correct') / reported : NaN,
    recall: expected ? sum('found') / expected : NaN,
    reported,
    expected,
  };
}
