// What the extension's build keeps of Radix Themes' CSS (wxt.config.ts; src/radix-themes-css.test.ts
// checks it): not the components it never uses (radix-themes-css.json); of the responsive classes
// only those its responsive props and libs/ui's can produce, found by scanning their sources
// (`direction={{ initial: 'column', xs: 'row' }}` is `xs:rt-r-fd-row`); no dark appearance, which no
// page of the extension sets; no accent or gray mapping to a colour scale src/radix-themes.ts does
// not import.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { responsiveClassesIn } from '../../libs/ui/build/radix-responsive-classes.mjs';
import { importedScales } from '../../libs/ui/build/radix-themes-components.mjs';

export function radixThemesCss() {
  const sources = ['../src', '../entrypoints', '../../libs/ui/src'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
  const { unusedComponents } = JSON.parse(readFileSync(new URL('./radix-themes-css.json', import.meta.url), 'utf8'));
  const scales = importedScales(fileURLToPath(new URL('../src/radix-themes.ts', import.meta.url)));
  return { unused: unusedComponents, responsive: responsiveClassesIn(sources), lightOnly: true, scales };
}
