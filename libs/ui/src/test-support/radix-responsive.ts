import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runModuleScript } from './run-module-script';

const BUILD = join(__dirname, '../../build');

/**
 * Radix Themes' components.css and utilities.css whole and as a build keeps them, with the options
 * `optionsModule`'s radixThemesCss() gives the radix-themes-components plugin, and the classes of
 * each responsive prop. Run by Node itself: the build helpers are ES modules that jest's CommonJS
 * cannot load.
 */
function builtStylesheets(optionsModule: string): { whole: string; built: string; propClasses: Record<string, string[]> } {
  const themes = dirname(require.resolve('@radix-ui/themes/package.json'));
  const url = (path: string) => JSON.stringify(pathToFileURL(path).href);
  const script = `
    import { readFileSync } from 'node:fs';
    const { radixThemesCss } = await import(${url(optionsModule)});
    const { radixThemesComponents } = await import(${url(join(BUILD, 'radix-themes-components.mjs'))});
    const { radixResponsiveProps } = await import(${url(join(BUILD, 'radix-responsive-classes.mjs'))});
    const plugin = radixThemesComponents(radixThemesCss());
    const files = ['components.css', 'utilities.css'].map((name) => ${JSON.stringify(themes)} + '/' + name);
    const whole = files.map((file) => readFileSync(file, 'utf8')).join('\\n');
    const built = files.map((file) => plugin.transform(readFileSync(file, 'utf8'), file).code).join('\\n');
    const propClasses = Object.fromEntries([...radixResponsiveProps()].map(([prop, classes]) => [prop, [...classes]]));
    process.stdout.write(JSON.stringify({ whole, built, propClasses }));
  `;
  return runModuleScript(script);
}

/** The build's scan (libs/ui/build/radix-responsive-classes.mjs) over the sources under `dirs`, run by Node itself. */
export function responsiveClassesIn(dirs: string[]): Record<string, string[]> {
  const script = `
    const { responsiveClassesIn } = await import(${JSON.stringify(pathToFileURL(join(BUILD, 'radix-responsive-classes.mjs')).href)});
    process.stdout.write(JSON.stringify(responsiveClassesIn(${JSON.stringify(dirs)})));
  `;
  return runModuleScript(script);
}

/**
 * Responsive prop values written in the code, read by a second, simpler method than the build's
 * scan: each JSX attribute whose value holds object literals with breakpoint keys
 * (`size={{ initial: '2', sm: '3' }}`, `size={featured ? { initial: '2', sm: '4' } : '2'}`).
 */
export function responsiveValuesWritten(code: string[]) {
  const found: { prop: string; breakpoint: string; value: string }[] = [];
  for (const text of code) {
    for (const [, prop, expression] of text.matchAll(/\s(\w+)=\{((?:[^{}]|\{[^{}]*\})*\{\s*initial:[^{}]*\}(?:[^{}]|\{[^{}]*\})*)\}/g)) {
      for (const [object] of expression.matchAll(/\{[^{}]*\}/g)) {
        for (const [, breakpoint, value] of object.matchAll(/(\w+):\s*'([^']*)'/g)) {
          if (breakpoint !== 'initial') found.push({ prop, breakpoint, value });
        }
      }
    }
  }
  return found;
}

const escaped = (className: string) => `.${className.replace(/:/g, '\\:')}`;
const declared = (css: string, selector: string) => new RegExp(`${selector.replace(/[.\\]/g, '\\$&')}(?![\\w-])`).test(css);

/**
 * For each responsive value the code writes, the selectors Radix Themes' stylesheets have for the
 * class it gives (`sm:rt-r-size-3`; `md:rt-r-gtc` for an arbitrary value like '3fr 2fr'), and
 * those of them the build left out.
 */
export function responsiveSelectorsLeftOut(code: string[], optionsModule: string) {
  const { whole, built, propClasses } = builtStylesheets(optionsModule);
  const needed = new Set<string>();
  for (const { prop, breakpoint, value } of responsiveValuesWritten(code)) {
    for (const className of propClasses[prop] ?? []) {
      const negative = value.startsWith('-');
      const forValue = escaped(`${breakpoint}:${negative ? '-' : ''}${className}-${negative ? value.slice(1) : value}`);
      const selector = declared(whole, forValue) ? forValue : escaped(`${breakpoint}:${className}`);
      if (declared(whole, selector)) needed.add(selector);
    }
  }
  return { needed: [...needed], leftOut: [...needed].filter((selector) => !declared(built, selector)), whole, built };
}
