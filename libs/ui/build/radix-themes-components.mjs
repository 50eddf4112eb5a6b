// A Vite plugin: @radix-ui/themes/components.css, imported from JavaScript, without the rules of
// the components the app never renders. The package's file styles all of them (about 33 KiB of
// every page's gzip size); its per-component sources need the package's own PostCSS set-up. A
// rule goes when each of its selectors names a class of a left-out component (`.rt-SliderRoot`);
// a selector list loses only those selectors. web/src/app/radix-themes-components.test.ts checks
// that the app uses none of them.
import { readFileSync } from 'node:fs';
import { keepSelectors } from './keep-selectors.mjs';

const COMPONENTS_CSS = /\/@radix-ui\/themes\/components\.css$/;

/** Class prefixes (`.rt-<prefix>…`) of each Radix Themes component the web app does not use. */
export const UNUSED_RADIX_COMPONENTS = JSON.parse(readFileSync(new URL('./unused-radix-components.json', import.meta.url), 'utf8'));

/** components.css without the rules of `unused` (a map like UNUSED_RADIX_COMPONENTS). */
export function withoutComponents(css, unused) {
  const prefixes = Object.values(unused).flat();
  const names = new RegExp(`\\.rt-(?:${prefixes.join('|')})(?![a-z])`);
  return keepSelectors(css, (selector) => !names.test(selector));
}

export function radixThemesComponents(unused = UNUSED_RADIX_COMPONENTS) {
  return {
    name: 'radix-themes-components',
    enforce: 'pre',
    transform(code, id) {
      if (!COMPONENTS_CSS.test(id.split('?')[0])) return null;
      return { code: withoutComponents(code, unused), map: null };
    },
  };
}
