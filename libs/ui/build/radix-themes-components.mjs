// A Vite plugin: @radix-ui/themes/components.css, imported from JavaScript, without the rules of
// the components the app never renders. The package's file styles all of them (about 33 KiB of
// every page's gzip size); its per-component sources need the package's own PostCSS set-up. A
// rule goes when each of its selectors names a class of a left-out component (`.rt-SliderRoot`);
// a selector list loses only those selectors. web/src/app/radix-themes-components.test.ts checks
// that the app uses none of them. Optionally also only the responsive classes the app's responsive
// props use (`size={{ initial: '2', sm: '3' }}` gives `.sm:rt-r-size-3`): components.css and
// utilities.css repeat every size, layout and spacing class for each of five breakpoints, about
// half of their weight (radix-responsive-classes.mjs finds those in use). And optionally without
// the dark appearance's rules, for pages that never show it, and without the base tokens' accent
// and gray mappings to colour scales the page does not import.
import { readFileSync } from 'node:fs';
import { keepSelectors } from './keep-selectors.mjs';
import { RADIX_BREAKPOINTS } from './radix-responsive-classes.mjs';

const COMPONENTS_CSS = /\/@radix-ui\/themes\/components\.css$/;
const UTILITIES_CSS = /\/@radix-ui\/themes\/utilities\.css$/;
const TOKENS_CSS = /\/@radix-ui\/themes\/tokens\/(?:base|colors\/[a-z]+)\.css$/;
const BASE_TOKENS_CSS = /\/@radix-ui\/themes\/tokens\/base\.css$/;

/** Class prefixes (`.rt-<prefix>…`) of each Radix Themes component the web app does not use. */
export const UNUSED_RADIX_COMPONENTS = JSON.parse(readFileSync(new URL('./unused-radix-components.json', import.meta.url), 'utf8'));

/** components.css without the rules of `unused` (a map like UNUSED_RADIX_COMPONENTS). */
export function withoutComponents(css, unused) {
  const prefixes = Object.values(unused).flat();
  const names = new RegExp(`\\.rt-(?:${prefixes.join('|')})(?![a-z])`);
  return keepSelectors(css, (selector) => !names.test(selector));
}

/**
 * A Radix Themes stylesheet whose responsive classes are only those `responsive` names, by
 * breakpoint and class (`{ sm: ['rt-r-mb'] }` keeps `.sm:rt-r-mb-1`, `.sm:-rt-r-mb-1` for a
 * negative value and `.sm:rt-r-mb` for an arbitrary one, and drops `.sm:rt-r-mt-2` and every
 * `.md:` class).
 */
export function withResponsiveOnly(css, responsive) {
  const any = new RegExp(`\\.(?:${RADIX_BREAKPOINTS.join('|')})\\\\:`);
  const kept = Object.entries(responsive).flatMap(([breakpoint, classes]) => classes.map((name) => `${breakpoint}\\\\:-?${name}(?:-|(?![\\w-]))`));
  const keep = kept.length ? new RegExp(`\\.(?:${kept.join('|')})`) : /$^/;
  return keepSelectors(css, (selector) => !any.test(selector) || keep.test(selector));
}

/** A Radix Themes stylesheet without its dark appearance (the rules for `.dark` and `.dark-theme`). */
export function withoutDarkAppearance(css) {
  return keepSelectors(css, (selector) => !/\.dark(?:-theme)?(?![\w-])/.test(selector));
}

/**
 * The colour scales a module imports (`import '@radix-ui/themes/tokens/colors/indigo.css'`): a
 * page's radix-themes.ts, which lists them once.
 */
export function importedScales(file) {
  return [...readFileSync(file, 'utf8').matchAll(/import '@radix-ui\/themes\/tokens\/colors\/([a-z]+)\.css'/g)].map((match) => match[1]);
}

/**
 * The base tokens without `[data-accent-color='tomato']` and `[data-gray-color='mauve']` for scales
 * not in `scales`: they map to variables nothing defines. `gray` as an accent follows the gray scale.
 */
export function withScalesOnly(css, scales) {
  const kept = new Set([...scales, 'gray']);
  const named = /\[data-(?:accent|gray)-color=['"]?([a-z]+)['"]?\]/g;
  return keepSelectors(css, (selector) => [...selector.matchAll(named)].every(([, name]) => kept.has(name)));
}

/**
 * `unused`: the components to leave out; `responsive` (by default all): the responsive classes to
 * keep in components.css and utilities.css, as withResponsiveOnly takes them (responsiveClassesIn
 * finds them); `lightOnly`: for pages that never show the dark appearance, the tokens (imported
 * from JavaScript too) and components without its rules; `scales`: the colour scales the page
 * imports (importedScales), the base tokens without the mappings to any other.
 */
export function radixThemesComponents({ unused = UNUSED_RADIX_COMPONENTS, responsive, lightOnly = false, scales } = {}) {
  const appearance = (css) => (lightOnly ? withoutDarkAppearance(css) : css);
  const tokens = (css, file) => (scales && BASE_TOKENS_CSS.test(file) ? withScalesOnly(css, scales) : css);
  return {
    name: 'radix-themes-components',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (COMPONENTS_CSS.test(file)) {
        const css = withoutComponents(code, unused);
        return { code: appearance(responsive ? withResponsiveOnly(css, responsive) : css), map: null };
      }
      if (UTILITIES_CSS.test(file) && responsive) return { code: withResponsiveOnly(code, responsive), map: null };
      if (TOKENS_CSS.test(file) && (lightOnly || scales)) return { code: tokens(appearance(code), file), map: null };
      return null;
    },
  };
}
