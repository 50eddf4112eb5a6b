import type { Locale } from '@coverletter/contracts';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../api/query-client';
import { LOCALE_STORAGE_KEY, LocaleProvider } from '../../i18n/LocaleProvider';
import { Toaster } from '../../toast/Toaster';
import { dismissToast } from '../../toast/toast-store';

/** Renders generator UI with the providers the web app and the extension give it, toasts included. */
export function renderGenerator(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <Theme>
          {ui}
          <Toaster />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The toast store outlives a test; closing its toasts keeps one test's toast out of the next. */
export function closeToasts(): void {
  act(() => dismissToast());
}
