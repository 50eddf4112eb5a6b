// The compatibility score: in the labelled range, and how far matches sit above mismatches.
const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);

export function scoreInRange(score, [low, high]) {
  return typeof score === 'number' && Number.isFinite(score) && score >= low && score <= high;
}

/** Mean score per kind and the separation: mean of matches minus mean of mismatches. */
export function scoreSeparation(cases) {
  const byKind = {};
  for (const { kind, score } of cases) {
    if (typeof score !== 'number' || !Number.isFinite(score)) continue;
    (byKind[kind] ??= []).push(score);
  }
  const means = Object.fromEntries(Object.entries(byKind).map(([kind, scores]) => [kind, mean(scores)]));
  return { means, separation: (means.match ?? NaN) - (means.mismatch ?? NaN) };
}
