// A Vite plugin: `import { CheckIcon } from '@radix-ui/react-icons'` becomes an import of a small
// module holding CheckIcon alone. The package ships every icon in one ES module, and a bundler
// splits chunks by module: every icon the app uses anywhere (about 40) ended up in one chunk that
// each page loaded. With one module per icon, a page loads only its own icons.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PACKAGE = '@radix-ui/react-icons';
const VIRTUAL = 'virtual:radix-icon/';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;

function iconSources() {
  const require = createRequire(import.meta.url);
  const esm = readFileSync(join(dirname(require.resolve(`${PACKAGE}/package.json`)), 'dist/react-icons.esm.js'), 'utf8');
  const [prelude, ...blocks] = esm.replace(/\nexport \{[^}]*\};[^]*$/, '\n').split('\nvar _excluded');
  const sources = new Map();
  for (const block of blocks) {
    const name = /\nvar (\w+) = \/\*#__PURE__\*\/forwardRef/.exec(block)?.[1];
    if (name) sources.set(name, `${prelude}\nvar _excluded${block}\nexport { ${name} };\n`);
  }
  return sources;
}

export function radixIconsPerIcon() {
  let sources;
  return {
    name: 'radix-icons-per-icon',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(PACKAGE)) return null;
      const out = code.replace(IMPORT, (statement, list) => {
        const specifiers = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (specifiers.some((s) => s.startsWith('type '))) return statement;
        return specifiers
          .map((s) => {
            const [imported] = s.split(/\s+as\s+/);
            return `import { ${s} } from '${VIRTUAL}${imported}';`;
          })
          .join('\n');
      });
      return out === code ? null : { code: out, map: null };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      sources ??= iconSources();
      const name = id.slice(VIRTUAL.length + 1);
      const source = sources.get(name);
      if (!source) throw new Error(`${PACKAGE} has no icon ${name}`);
      return source;
    },
  };
}
