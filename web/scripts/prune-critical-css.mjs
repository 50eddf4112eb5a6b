// The rules beasties inlines into the prerendered landing, narrowed to those whose selectors match
// the page. Beasties drops every pseudo-class before matching, `:where(…)` with its content, so it
// keeps `.rt-Text:where(.sm\:rt-r-size-9)` for any `.rt-Text`: every size and breakpoint variant of
// each Radix component on the page (about half of the landing's HTML gzip). Here only the
// pseudo-classes of state (:hover, :focus-visible…) and pseudo-elements go before matching; a
// selector css-select cannot evaluate is kept. The full stylesheets still load at the end of <body>.
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
    // Not evaluable here (an unknown pseudo-class): kept, as beasties keeps it.
    return true;
  }
}

function pruneCss(css, document) {
  return keepSelectors(css, (selector) => matches(selector, document));
}

/**
 * The rules of a stylesheet whose selectors match the given markup, or that `alsoKeep` accepts
 * (parts drawn later, such as a menu's popup): the prerendered landing's only CSS.
 */
export function cssForMarkup(css, html, alsoKeep = () => false) {
  const document = parseDocument(html);
  return keepSelectors(css, (selector) => alsoKeep(selector) || matches(selector, document));
}

/** The page with each inlined <style> pruned to the rules its markup uses. */
export function pruneCriticalCss(html) {
  const document = parseDocument(html);
  return html.replace(/(<style[^>]*>)([^]*?)(<\/style>)/g, (_, open, css, close) => `${open}${pruneCss(css, document)}${close}`);
}
