import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runModuleScript } from './run-module-script';

const BUILD = join(__dirname, '../../build');

/**
 * The colours Radix Themes' base tokens map accents and grays to, whole and as a build keeps them
 * with `optionsModule`'s radixThemesCss().
 */
export function tokenMappings(optionsModule: string): { whole: { accent: string[]; gray: string[] }; built: { accent: string[]; gray: string[] } } {
  const themes = dirname(require.resolve('@radix-ui/themes/package.json'));
  const url = (path: string) => JSON.stringify(pathToFileURL(path).href);
  const script = `
    import { readFileSync } from 'node:fs';
    const { radixThemesCss } = await import(${url(optionsModule)});
    const { radixThemesComponents } = await import(${url(join(BUILD, 'radix-themes-components.mjs'))});
    const file = ${JSON.stringify(join(themes, 'tokens/base.css'))};
    const whole = readFileSync(file, 'utf8');
    const built = radixThemesComponents(radixThemesCss()).transform(whole, file).code;
    const names = (css, kind) => [...new Set([...css.matchAll(new RegExp("\\\\[data-" + kind + "-color='([a-z]+)'\\\\]", 'g'))].map((m) => m[1]))].sort();
    const mappings = (css) => ({ accent: names(css, 'accent'), gray: names(css, 'gray') });
    process.stdout.write(JSON.stringify({ whole: mappings(whole), built: mappings(built) }));
  `;
  return runModuleScript(script);
}
