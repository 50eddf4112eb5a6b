import { createQueryClient, LocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderRouterLink } from '../app/RouterLink';
import { SiteLinkProvider } from '../components/site-link';
import { adminCatalogue } from '../catalogues/admin';
import { appCatalogue } from '../catalogues/app';
import { generatorPageCatalogue } from '../catalogues/generator';
import { paymentPagesCatalogue } from '../catalogues/payment-pages';

/** The app-wide catalogue and those the router adds for /app, the admin area and the payment pages. */
const PAGE_CATALOGUES = [appCatalogue, generatorPageCatalogue, adminCatalogue, paymentPagesCatalogue];

/** Renders a page with the app's providers, as App.tsx and the router do, at the given route. */
export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider catalogues={PAGE_CATALOGUES}>
        <Theme>
          <MemoryRouter initialEntries={[route]}>
            <SiteLinkProvider value={renderRouterLink}>{ui}</SiteLinkProvider>
          </MemoryRouter>
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

// The one fake fetch of the web, libs/ui and extension tests (issue 16).
export * from '../../../libs/ui/src/test-support/fake-api';
