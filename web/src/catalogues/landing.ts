import type { Locale } from '@coverletter/contracts';
import { defineLazyCatalogue } from '@coverletter/ui';

const LOCALES: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('virtual:landing-messages/en'),
  sv: () => import('virtual:landing-messages/sv'),
};

/**
 * The prerendered landing's texts alone, in the one language on screen (English too is fetched):
 * picked at build time from libs/ui's and the app's catalogues (web/build/landing-messages.mjs).
 */
export const landingCatalogue = defineLazyCatalogue('landing', (locale) => LOCALES[locale]());
