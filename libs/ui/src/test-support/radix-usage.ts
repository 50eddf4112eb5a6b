import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The source files (not tests) under `dirs`, as text. */
export function sourceTexts(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
  );
}

/** The names imported from '@radix-ui/themes' (`import { Button, type ButtonProps as P } …`). */
export function radixThemesImports(code: string[]): Set<string> {
  return new Set(
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
}

/**
 * Components of `unused` (a map like libs/ui/build/unused-radix-components.json) that the code
 * imports, and their class prefixes (`rt-<prefix>…`) that the code names.
 */
export function unusedRadixComponentsUsed(code: string[], unused: Record<string, string[]>) {
  const imported = radixThemesImports(code);
  return {
    imported,
    components: Object.keys(unused).filter((component) => imported.has(component)),
    classes: Object.values(unused)
      .flat()
      .filter((prefix) => code.some((text) => text.includes(`rt-${prefix}`))),
  };
}
