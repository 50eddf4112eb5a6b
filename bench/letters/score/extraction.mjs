// How much of a source text a reader recovered: the share of the source's words (with repeats)
// found in the extracted text. The CV as uploaded, the posting as scraped.
import { words } from './text.mjs';

export function recoveredShare(source, extracted) {
  const have = new Map();
  for (const w of words(extracted)) have.set(w, (have.get(w) ?? 0) + 1);
  const wanted = words(source);
  if (!wanted.length) return NaN;
  let found = 0;
  for (const w of wanted) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  return found / wanted.length;
}
