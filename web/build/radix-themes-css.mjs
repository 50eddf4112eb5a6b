// What the web app's build keeps of Radix Themes' CSS (vite.config.ts; src/app/radix-themes-css.test.ts
// checks it): of the responsive classes only those the app's and libs/ui's responsive props can
// produce, found by scanning their sources, and no dark appearance, which no page sets (nothing
// passes `appearance` to Theme or sets a `dark` class), and no accent or gray mapping to a colour
// scale src/app/radix-themes.ts does not import. The unused components are the default list.
import { fileURLToPath } from 'node:url';
import { responsiveClassesIn } from '../../libs/ui/build/radix-responsive-classes.mjs';
import { importedScales } from '../../libs/ui/build/radix-themes-components.mjs';

export function radixThemesCss() {
  const sources = ['../src', '../../libs/ui/src'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
  const scales = importedScales(fileURLToPath(new URL('../src/app/radix-themes.ts', import.meta.url)));
  return { responsive: responsiveClassesIn(sources), lightOnly: true, scales };
}
