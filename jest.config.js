/** One jest run for every workspace: API (node), shared UI and web (jsdom). */
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

/** Names of installed packages that ship ES modules only ("type": "module"), at any depth. */
function esmOnlyPackages(dir = join(__dirname, 'node_modules'), found = new Set()) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(join(dir, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of names) {
      const pkgDir = join(dir, name);
      try {
        if (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).type === 'module') found.add(name);
      } catch {
        // not a package folder
      }
      esmOnlyPackages(join(pkgDir, 'node_modules'), found);
    }
  }
  return found;
}
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const apiEsm = [...esmOnlyPackages(), ...esmOnlyPackages(join(__dirname, 'api', 'node_modules'))].map(escape).join('|');

const esmToCjs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

/** From a project's rootDir back to the repository root: 'web' → '..', 'libs/ui' → '../..'. */
const toRepo = (rootDir) => `<rootDir>/${rootDir.replace(/[^/]+/g, '..')}`;

const browserProject = (name, rootDir) => ({
  displayName: name,
  rootDir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc(true) },
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|react-intl|intl-messageformat)/)'],
  moduleNameMapper: {
    '^@coverletter/contracts$': `${toRepo(rootDir)}/libs/contracts/src/index.ts`,
    '^@coverletter/ui$': `${toRepo(rootDir)}/libs/ui/src/index.ts`,
    '^@coverletter/ui/testing$': `${toRepo(rootDir)}/libs/ui/src/testing.ts`,
    '^@coverletter/page-reader$': `${toRepo(rootDir)}/libs/page-reader/src/index.ts`,
    '\\.css$': `${toRepo(rootDir)}/scripts/jest/style-stub.js`,
    '\\?url$': `${toRepo(rootDir)}/scripts/jest/asset-url-stub.js`,
    '^virtual:landing-messages/(en|sv)$': `${toRepo(rootDir)}/scripts/jest/landing-messages-$1.js`,
  },
  setupFilesAfterEnv: [`${toRepo(rootDir)}/scripts/jest/setup-dom.js`],
});

module.exports = {
  // A global option (jest ignores it per project); the system specs set their own, longer one.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'api',
      rootDir: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/medium/**/*.medium-spec.ts'],
      transform: { '^.+\\.ts$': swc(false), 'node_modules/.+\\.m?js$': esmToCjs },
      // ESM-only packages (every .mjs, and packages of "type": "module") are compiled to CommonJS
      // for jest; Node 20.19+ loads them natively at run time.
      transformIgnorePatterns: [`^(?!.*/node_modules/(${apiEsm})/).*/node_modules/.+\\.c?js$`],
      moduleNameMapper: {
        '^@coverletter/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
        '^@coverletter/page-reader$': '<rootDir>/../libs/page-reader/src/index.ts',
      },
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
    {
      // Spawns the built app (api/dist) as separate processes: scale-out, faults, load.
      displayName: 'system',
      rootDir: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/system/**/*.system-spec.ts'],
      transform: { '^.+\\.ts$': swc(false), 'node_modules/.+\\.m?js$': esmToCjs },
      transformIgnorePatterns: [`^(?!.*/node_modules/(${apiEsm})/).*/node_modules/.+\\.c?js$`],
      moduleNameMapper: {
        '^@coverletter/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
        '^@coverletter/page-reader$': '<rootDir>/../libs/page-reader/src/index.ts',
      },
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
    {
      displayName: 'contracts',
      rootDir: 'libs/contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      // The letter bench's scorers and corpus (bench/letters): plain ES modules, run natively.
      displayName: 'bench',
      rootDir: 'bench',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/letters/test/**/*.test.mjs'],
      moduleFileExtensions: ['mjs', 'cjs', 'js', 'json'],
      transform: {},
    },

    // The page reader runs on jsdom documents on the server and on live pages in the extension: tested on jsdom's window.
    browserProject('page-reader', 'libs/page-reader'),
    browserProject('ui', 'libs/ui'),
    browserProject('web', 'web'),
    browserProject('extension', 'extension'),
  ],
};
