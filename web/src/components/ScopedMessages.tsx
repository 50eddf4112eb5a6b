import { mergeCatalogues, type Catalogue } from '@coverletter/ui';
import type { Locale } from '@coverletter/contracts';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

interface ScopedMessagesProps {
  catalogues: readonly Catalogue[];
  children: ReactNode;
}

/**
 * Adds a page's own catalogues to the app-wide ones for its subtree only, so long texts (the legal
 * pages) stay in that page's chunk instead of the bundle every page loads. The route's loader has
 * fetched the language on screen (app/router.tsx); a switch fetches it for every catalogue seen.
 */
export function ScopedMessages({ catalogues, children }: ScopedMessagesProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...mergeCatalogues(locale, catalogues) }),
    [intl.messages, catalogues, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
