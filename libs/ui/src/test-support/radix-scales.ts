import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const THEMES = dirname(require.resolve('@radix-ui/themes/package.json'));
const SCALES = readdirSync(join(THEMES, 'tokens/colors')).map((file) => file.replace(/\.css$/, ''));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Colour scales named in code (`color="red"`, `color={ok ? 'green' : 'red'}`, `tone: 'green'`) and in CSS (`var(--red-9)`). */
function scalesUsed(sourceDirs: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of sourceDirs.flatMap((dir) => filesUnder(dir, /\.tsx?$/))) {
    for (const literal of readFileSync(file, 'utf8').matchAll(/["']([a-z]+)["']/g)) used.add(literal[1]);
  }
  for (const file of sourceDirs.flatMap((dir) => filesUnder(dir, /\.css$/))) {
    for (const variable of readFileSync(file, 'utf8').matchAll(/var\(--([a-z]+)-/g)) used.add(variable[1]);
  }
  // `gray` follows the theme's grayColor (slate) inside the theme: it needs no scale of its own.
  used.delete('gray');
  return new Set([...used].filter((name) => SCALES.includes(name)));
}

/**
 * The app imports only the Radix colour scales it uses (issue 15); a scale used but not imported
 * renders colourless. Answers the scales the sources use and those `radixThemesCss` (a stylesheet's
 * `@import`s or a module's `import`s) leaves out.
 */
export function radixScales(radixThemesCss: string, sourceDirs: string[]) {
  const css = readFileSync(radixThemesCss, 'utf8');
  const imported = [...css.matchAll(/(?:@import|import) '@radix-ui\/themes\/tokens\/colors\/([a-z]+)\.css'/g)].map((m) => m[1]);
  const used = scalesUsed(sourceDirs);
  return { used, missing: [...used].filter((scale) => !imported.includes(scale)) };
}
