import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import unused from '../../../libs/ui/build/unused-radix-components.json';

/** The source files (not tests) of the web app and libs/ui, whose pages load web/src/main.tsx's CSS. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

const code = [...sources(join(__dirname, '..')), ...sources(join(__dirname, '../../../libs/ui/src'))];
const imported = new Set(
  code.flatMap((text) =>
    [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g)].flatMap((match) =>
      match[1].split(',').map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      ),
    ),
  ),
);

test('the Radix Themes components whose CSS the build leaves out (radix-themes-components.mjs) are used nowhere', () => {
  expect(imported.has('Button')).toBe(true);
  expect(Object.keys(unused).filter((component) => imported.has(component))).toEqual([]);
  const classes = Object.values(unused)
    .flat()
    .filter((prefix) => code.some((text) => text.includes(`rt-${prefix}`)));
  expect(classes).toEqual([]);
});
