import { LOCALES, type Locale } from '@coverletter/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { isLocaleLoaded, loadLocale, mergeCatalogues, setActiveLocale, type Catalogue } from './catalogue';

export const LOCALE_STORAGE_KEY = 'locale';
/** The same choice as a cookie, so the server can send the prerendered landing in that language. */
export const LOCALE_COOKIE = 'locale';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The remembered choice first, then the browser's language, then English. */
export function detectLocale(storage: Storage | undefined, languages: readonly string[]): Locale {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const preferred = languages.map((l) => l.toLowerCase().slice(0, 2)).find(isLocale);
  return preferred ?? 'en';
}

/** Remembers the visitor's language: in local storage for the app, in a cookie for the server, which sends the landing prerendered in it. */
export function rememberLocale(locale: Locale): void {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

export interface LocaleProviderProps {
  children: ReactNode;
  /** The host app's catalogues, merged over libs/ui's (CatalogueLocaleProvider: these alone). */
  catalogues?: readonly Catalogue[];
  /** The language to start in (the prerendered page's); without it, detectLocale's. */
  locale?: Locale;
}

const NO_CATALOGUES: readonly Catalogue[] = [];

/**
 * The language and its messages for exactly the catalogues given: the prerendered landing's own
 * entry, which shows none of libs/ui's other texts, uses it directly; apps use LocaleProvider.
 */
export function CatalogueLocaleProvider({ children, catalogues = NO_CATALOGUES, locale: initialLocale }: LocaleProviderProps) {
  const [wanted, setWanted] = useState<Locale>(
    () => initialLocale ?? detectLocale(typeof window === 'undefined' ? undefined : window.localStorage, navigator.languages ?? []),
  );
  /** The language on screen: the wanted one once its catalogues are here (English until then). */
  const [locale, setShown] = useState<Locale>(() => (isLocaleLoaded(wanted) ? wanted : 'en'));
  setActiveLocale(locale);

  useEffect(() => {
    if (wanted === locale) return;
    let current = true;
    void loadLocale(wanted).then(() => {
      if (current) setShown(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted, locale]);

  const messages = useMemo(() => mergeCatalogues(locale, catalogues), [locale, catalogues]);

  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    if (isLocaleLoaded(next)) setShown(next);
    setWanted(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}
