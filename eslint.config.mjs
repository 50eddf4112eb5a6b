// ESLint for every TypeScript source folder (`npm run lint`). Syntax-level rules only (no type
// information): `npm run typecheck` already runs tsc on each package, and type-aware linting would
// cost a second full type check. Formatting is Prettier's job (`npm run format:check`).
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const unique = (items) => [...new Set(items)];

/**
 * Feature boundaries, after bulletproof-react's `import/no-restricted-paths` zones: a file in one
 * feature folder may import from another feature folder only that feature's public surface
 * (`surface`, plus the files the feature lists in `published`), or a pair named in `exceptions`.
 * Everything else in a feature folder is its internals.
 */
function featureZones({ dir, surface, published = {}, exceptions = {} }) {
  // Paths are written as imports are (no extension); the rule wants globs when `from` is one.
  const abs = (path) => `${root}/${dir}/${/(\*\*|\.css)$/.test(path) ? path : `${path}.{ts,tsx}`}`;
  return subfolders(dir).map((feature) => ({
    target: `${dir}/${feature}/**`,
    from: `${dir}/**`,
    except: unique([
      abs(`${feature}/**`),
      ...surface.map((path) => abs(`*/${path}`)),
      ...Object.entries(published).flatMap(([owner, files]) => files.map((file) => abs(`${owner}/${file}`))),
      ...(exceptions[feature] ?? []).map((file) => abs(file)),
    ]),
    message: `A feature imports another feature only through its public surface (eslint.config.mjs: ${dir}).`,
  }));
}

// web/src/features/<feature>: a feature's `api/` folder (one file per API call with its query or
// mutation hook) is how other features read its resource.
const webFeatures = {
  dir: 'web/src/features',
  surface: ['api/**'],
  published: {
    auth: ['SignOutForm'],
    'carry-over': ['use-guest-sign-in', 'use-clear-session', 'pending-carry-over'],
    landing: ['display-name'],
  },
  exceptions: {
    // The signed-in /app page is the dashboard's create tab in another frame (issue 16, item 5).
    generator: [
      'dashboard/*.css',
      'dashboard/create/CreateTab',
      'dashboard/create/use-account-generation',
      'dashboard/create/use-create-form',
      'dashboard/letters/LetterViewerDialog',
      'dashboard/payment/PaymentModal',
      'dashboard/shared/QueryContent',
    ],
  },
};

// Tests of one feature may render another feature's page and use its test harness (item 5 makes
// the fake-fetch harnesses one shared harness).
const webFeatureTests = {
  ...webFeatures,
  surface: [...webFeatures.surface, 'test-support/**'],
  exceptions: {
    ...webFeatures.exceptions,
    generator: [...webFeatures.exceptions.generator, 'guest-banner/GuestBanner'],
    'carry-over': ['dashboard/DashboardPage'],
  },
};

// api/src/<feature>: the Nest pieces another module wires in (module, service, entity, dto,
// decorator, guard, pipe, interceptor, repository). `common` and `config` are shared by every feature.
const apiFeatures = {
  dir: 'api/src',
  surface: ['*.module', '*.service', '*.repository', '**/*.entity', 'dto/**', '*.decorator', '*.guard', '*.pipe', '*.interceptor'],
  published: {
    common: ['**'],
    config: ['**'],
    database: ['database-ping', 'database-target.provider', 'migration-runner', 'orm-options', 'transactions'],
    fetcher: ['fetch-error', 'scrape-result', 'blocking-statuses', 'html/**'],
    // Pure rules other features ask: the match assessment (match), the letterhead (letters' answers).
    generation: ['assessment/assess-inputs', 'letterhead/letterhead'],
    // What a letter is written from, read by every path that asks for one (letters, payment, match).
    letters: ['letter-inputs'],
    job: ['posting/posting-facts'],
    session: ['guest-binding'],
  },
  exceptions: {
    // Shared HTTP plumbing that reads two features' details (the OpenAPI access note, the session store).
    common: ['access/access-openapi', 'auth/http-sessions'],
    // The admin reads payment's queue and cost; letters asks generation's composer (arrows: payment → letters → generation → entitlements).
    admin: ['payment/paid-letter-queue', 'payment/payment-cost'],
    letters: ['generation/generation-errors', 'generation/letter-composer', 'generation/progress-stream'],
    // The landing is sent prerendered signed out to a request without the session cookie.
    web: ['auth/http-sessions'],
  },
};

// One-way arrows in the web app, as bulletproof-react has them: app → features → components.
const webLayers = [
  { target: 'web/src/features', from: 'web/src/app', message: 'Features do not import the app shell (web/src/app composes them).' },
  { target: 'web/src/components', from: ['web/src/features', 'web/src/app'], message: 'Shared components do not import features or the app shell.' },
];

const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test-support/**'];

// One home for each rule (issue 16): queries and transactions live in repositories (`*.repository.ts`),
// `database/` (transactions, the readiness ping, migrations) and the dev identity provider's oidc-provider
// adapter; services call their typed methods.
const DATA_ACCESS_MESSAGE =
  'Queries live in a repository (*.repository.ts); a transaction of its own is opened with Transactions.run (database/transactions.ts).';
const dataAccessOutsideRepositories = [
  ...['execute', 'getConnection', 'transactional', 'fork'].map((method) => ({
    selector: `CallExpression[callee.property.name='${method}']`,
    message: DATA_ACCESS_MESSAGE,
  })),
  // Any call on an EntityManager by its usual names: em.find(…), tx.nativeUpdate(…), this.em.populate(…).
  { selector: 'CallExpression[callee.object.name=/^(em|tx)$/]', message: DATA_ACCESS_MESSAGE },
  { selector: "CallExpression[callee.object.property.name='em']", message: DATA_ACCESS_MESSAGE },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.results/**',
    ],
  },
  {
    files: [
      'api/src/**/*.ts',
      'api/test/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'libs/*/src/**/*.{ts,tsx}',
      'extension/entrypoints/**/*.{ts,tsx}',
      'extension/src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
    ],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // React Compiler rules that flag deliberate patterns here (no React Compiler in the build):
      // the latest-callback ref read in render, state reset in an effect when an input changes,
      // a test host exposing its setter, a memo given a named function.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/globals': 'off',
      'react-hooks/use-memo': 'off',
      // Text cleaners match control characters on purpose.
      'no-control-regex': 'off',
      // Unused parameters stay named when a signature requires them; a leading `_` marks them.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webLayers, ...featureZones(webFeatures), ...featureZones(apiFeatures)] }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/database/**', 'api/src/auth/dev-idp/**', ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...dataAccessOutsideRepositories] },
  },
  {
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webLayers, ...featureZones(webFeatureTests), ...featureZones(apiFeatures)] }],
    },
  },
);
