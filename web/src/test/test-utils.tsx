import { createQueryClient, LocaleProvider, mergeBundles } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { webMessages } from '../app/messages';
import { adminMessages } from '../features/admin/messages';
import { appPageMessages } from '../features/generator/messages';
import { paymentPagesMessages } from '../features/payment-pages/messages';

/** The app-wide messages and those the router adds for /app, the admin area and the payment pages. */
const pageMessages = mergeBundles(webMessages, appPageMessages, adminMessages, paymentPagesMessages);

/** Renders a page with the app's providers, as App.tsx and the router do, at the given route. */
export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider messages={pageMessages}>
        <Theme>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

// The one fake fetch of the web, libs/ui and extension tests (issue 16).
export * from '../../../libs/ui/src/test-support/fake-api';
