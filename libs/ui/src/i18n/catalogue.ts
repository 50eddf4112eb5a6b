import type { Locale } from '@coverletter/contracts';

/** ICU messages by id, in one language. */
export type Messages = Record<string, string>;

/**
 * One scope's messages (libs/ui's, the web app's, a lazily loaded page's) in every locale: the
 * English catalogue comes with the code, as the fallback for an id another language lacks; any
 * other locale is fetched the first time it is asked for, so English visitors never download it.
 */
export interface Catalogue {
  readonly name: string;
  /** The locale's messages once loaded, else English. */
  messages(locale: Locale): Messages;
  isLoaded(locale: Locale): boolean;
  load(locale: Locale): Promise<void>;
}

type LoadLocale = (locale: Locale) => Promise<{ default: Messages } | Messages>;

const catalogues = new Set<Catalogue>();
let activeLocale: Locale = 'en';

/** A catalogue, from its English messages and how to fetch another locale's (`import(\`./name.${locale}.json\`)`). */
export function defineCatalogue(name: string, en: Messages, loadLocale: LoadLocale): Catalogue {
  return registerCatalogue(name, new Map<Locale, Messages>([['en', en]]), loadLocale);
}

/**
 * A catalogue whose English is fetched like any other locale (the prerendered landing's: a Swedish
 * visitor downloads no English either). Its messages are empty until a locale is loaded: load the
 * page's locale before rendering (loadLocale).
 */
export function defineLazyCatalogue(name: string, loadLocale: LoadLocale): Catalogue {
  return registerCatalogue(name, new Map<Locale, Messages>(), loadLocale);
}

function registerCatalogue(name: string, loaded: Map<Locale, Messages>, loadLocale: LoadLocale): Catalogue {
  const catalogue: Catalogue = {
    name,
    messages: (locale) => loaded.get(locale) ?? loaded.get('en') ?? {},
    isLoaded: (locale) => loaded.has(locale),
    async load(locale) {
      if (loaded.has(locale)) return;
      const module = await loadLocale(locale);
      loaded.set(locale, ('default' in module && typeof module.default === 'object' ? module.default : module) as Messages);
    },
  };
  catalogues.add(catalogue);
  return catalogue;
}

/**
 * Fetches a locale for every catalogue defined so far (those of the pages seen). Switching
 * language waits for it, so a page never shows a mix; a page loaded later calls it again.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...catalogues].map((catalogue) => catalogue.load(locale)));
}

export const isLocaleLoaded = (locale: Locale) => [...catalogues].every((catalogue) => catalogue.isLoaded(locale));

/** The language on screen, for code outside React (a route's loader) that loads a page's catalogue. */
export const getActiveLocale = () => activeLocale;
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/** The messages of several catalogues in one locale, later ones over earlier ones. */
export function mergeCatalogues(locale: Locale, list: readonly Catalogue[]): Messages {
  return Object.assign({}, ...list.map((catalogue) => catalogue.messages(locale)));
}
