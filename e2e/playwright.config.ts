import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3999);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  // Per port, so runs side by side (E2E_PORT) do not clear each other's traces.
  outputDir: PORT === 3999 ? './.results/artifacts' : `./.results/artifacts-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.results/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /firefox\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Debian's firefox-esr over WebDriver BiDi (e2e/support/firefox.ts): no Playwright browser is launched.
    { name: 'firefox-esr', testMatch: /firefox\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
