// The CSS rules whose selectors match a page's markup: the prerendered landing inlines those of
// every state it shows and loads no stylesheet (web/scripts/prerender.mjs). Only the pseudo-classes
// of state (:hover, :focus-visible…) and pseudo-elements go before matching, so `:where(…)` and
// `:is(…)` count (`.rt-Text:where(.sm\:rt-r-size-9)` only where that size is used); a selector
// css-select cannot evaluate is kept.
import { selectOne } from 'css-select';
import { parseDocument } from 'htmlparser2';
import { keepSelectors } from '../../libs/ui/build/keep-selectors.mjs';

const STATE_PSEUDO_CLASSES =
  /(?<!\\):(?:hover|active|focus|focus-visible|focus-within|visited|link|any-link|target|checked|indeterminate|placeholder-shown|autofill|-webkit-autofill|invalid|valid|user-invalid|open|popover-open|modal)(?![\w-(])/g;
const PSEUDO_ELEMENTS = /(?<!\\)(?:::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter)(?![\w-]))/g;
const ALWAYS_KEPT = new Set([':root', 'html', 'body']);

function matches(selector, document) {
  if (ALWAYS_KEPT.has(selector)) return true;
  const testable = selector.replace(PSEUDO_ELEMENTS, '').replace(STATE_PSEUDO_CLASSES, '').trim();
  if (!testable || /:where\(\s*\)|:is\(\s*\)|:not\(\s*\)/.test(testable)) return true;
  try {
    return selectOne(testable, document) !== null;
  } catch {
    // Not evaluable here (an unknown pseudo-class): kept.
    return true;
  }
}

/**
 * The rules of a stylesheet whose selectors match the given markup, or that `alsoKeep` accepts
 * (parts drawn later, such as a menu's popup): the prerendered landing's only CSS.
 */
export function cssForMarkup(css, html, alsoKeep = () => false) {
  const document = parseDocument(html);
  return keepSelectors(css, (selector) => alsoKeep(selector) || matches(selector, document));
}
