import { resolveLetterOptions, type LetterOptions, type LetterOptionsInput } from '@coverletter/contracts';
import { useState } from 'react';

/**
 * The picker's state: the defaults, or the choices a letter was written with once one arrives (so
 * a rewrite offers what the letter has). A choice made since stays until another letter arrives.
 */
export function useLetterOptions(written?: LetterOptionsInput | null): [LetterOptions, (next: LetterOptions) => void] {
  const key = written ? `${written.length}|${written.tone}|${written.language}` : '';
  const [state, setState] = useState({ key, options: resolveLetterOptions(written) });
  if (state.key !== key && written) {
    const next = { key, options: resolveLetterOptions(written) };
    setState(next);
    return [next.options, (options) => setState({ key, options })];
  }
  return [state.options, (options) => setState({ key, options })];
}
