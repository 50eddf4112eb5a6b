import type { Locale } from '@coverletter/contracts';

/**
 * @deprecated Messages live in per-locale catalogues (`*.en.json`, `*.sv.json`). Kept so a bundle
 * written on another branch still compiles until `node scripts/messages-to-catalogues.mjs` moves it.
 */
export function defineMessages<T extends Record<string, string>>(en: T, sv: { [K in keyof T]: string }): Record<Locale, Record<string, string>> {
  return { en, sv };
}
