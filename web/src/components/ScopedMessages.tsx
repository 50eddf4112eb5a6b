import type { MessageBundle } from '@coverletter/ui';
import type { Locale } from '@coverletter/contracts';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

interface ScopedMessagesProps {
  bundle: MessageBundle;
  children: ReactNode;
}

/**
 * Adds a page's own messages to the app-wide ones for its subtree only, so long texts (the legal
 * pages) stay in that page's chunk instead of the bundle every page loads.
 */
export function ScopedMessages({ bundle, children }: ScopedMessagesProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const messages = useMemo(() => ({ ...(intl.messages as Record<string, string>), ...(bundle[locale] ?? bundle.en) }), [intl.messages, bundle, locale]);
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
