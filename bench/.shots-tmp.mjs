import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startApp } from './lib.mjs';

const [label, distDir, port] = process.argv.slice(2);
const app = await startApp({ port: Number(port), dataDir: mkdtempSync(join(tmpdir(), 'shots-')), webDistDir: distDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const locale of ['en', 'sv']) {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ locale: locale === 'sv' ? 'sv-SE' : 'en-US', viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(app.base + '/');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/h-landing-shots/${label}-${locale}-${width}.png`, fullPage: true });
      console.log(label, locale, width, 'errors:', JSON.stringify(errors));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
