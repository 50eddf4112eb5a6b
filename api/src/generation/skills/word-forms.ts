/**
 * The regular English forms of a word, for aliases written 'word+': "administer" → administers,
 * administered, administering; "reconcile" → reconciles, reconciled, reconciling, reconciler; "supply" →
 * supplies, supplied, supplying; "plan" → planned, planning. Irregular forms are written as aliases of their own.
 */
export function englishWordForms(word: string): string[] {
  const forms = new Set<string>([word]);
  const add = (...endings: string[]) => endings.forEach((ending) => forms.add(ending));
  if (/[^aeiou]y$/i.test(word)) {
    const root = word.slice(0, -1);
    add(`${root}ies`, `${root}ied`, `${word}ing`, `${root}ier`, `${root}iers`);
  } else if (/e$/i.test(word)) {
    const root = word.slice(0, -1);
    add(`${word}s`, `${word}d`, `${root}ing`, `${word}r`, `${word}rs`);
  } else if (/(?:s|x|z|ch|sh)$/i.test(word)) {
    add(`${word}es`, `${word}ed`, `${word}ing`, `${word}er`, `${word}ers`);
  } else {
    add(`${word}s`, `${word}ed`, `${word}ing`, `${word}er`, `${word}ers`);
    // A short word ending in one vowel and a consonant doubles it: plan → planned, ship → shipping.
    if (/(?:^|[^aeiou])[aeiou][bdgklmnprt]$/i.test(word) && word.length <= 5) {
      const doubled = word + word.slice(-1);
      add(`${doubled}ed`, `${doubled}ing`, `${doubled}er`, `${doubled}ers`);
    }
  }
  // Longest first, so the pattern takes "administering" whole rather than stopping at "administer".
  return [...forms].sort((a, b) => b.length - a.length);
}
