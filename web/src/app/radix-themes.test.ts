import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const WEB_SRC = join(__dirname, '..');
const THEMES = dirname(require.resolve('@radix-ui/themes/package.json'));
const SCALES = readdirSync(join(THEMES, 'tokens/colors')).map((file) => file.replace(/\.css$/, ''));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Colour scales named in code (`color="red"`, `color={ok ? 'green' : 'red'}`, `tone: 'green'`) and in CSS (`var(--red-9)`). */
function scalesUsed(): Set<string> {
  const used = new Set<string>();
  const sources = [WEB_SRC, join(WEB_SRC, '../../libs/ui/src')];
  for (const file of sources.flatMap((dir) => filesUnder(dir, /\.tsx?$/))) {
    for (const literal of readFileSync(file, 'utf8').matchAll(/["']([a-z]+)["']/g)) used.add(literal[1]);
  }
  for (const file of sources.flatMap((dir) => filesUnder(dir, /\.css$/))) {
    for (const variable of readFileSync(file, 'utf8').matchAll(/var\(--([a-z]+)-/g)) used.add(variable[1]);
  }
  return new Set([...used].filter((name) => SCALES.includes(name)));
}

test('every colour scale the web app and libs/ui use is imported by radix-themes.css', () => {
  const css = readFileSync(join(__dirname, 'radix-themes.css'), 'utf8');
  const imported = [...css.matchAll(/@import '@radix-ui\/themes\/tokens\/colors\/([a-z]+)\.css'/g)].map((m) => m[1]);
  const used = scalesUsed();
  // `gray` follows the theme's grayColor (slate) inside the theme: it needs no scale of its own.
  used.delete('gray');
  expect(used.size).toBeGreaterThan(4);
  expect([...used].filter((scale) => !imported.includes(scale))).toEqual([]);
});
