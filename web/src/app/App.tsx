import { createQueryClient, LocaleProvider } from '@coverletter/ui';
import type { Locale } from '@coverletter/contracts';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RoutedGuestBanner, type PathnameSource } from '../features/guest-banner/RoutedGuestBanner';
import { PendingCarryOver } from '../features/carry-over/PendingCarryOver';
import { appCatalogue } from '../catalogues/app';
import { SiteLinkProvider } from '../components/site-link';
import { renderRouterLink } from './RouterLink';
import { ToastLayer } from './ToastLayer';

interface AppProps {
  /** The router, for the guest banner (which sits outside the routes). */
  router: PathnameSource;
  /** The routes: a RouterProvider in the browser, a StaticRouterProvider in the prerender (src/prerender/render-pages.tsx). */
  children: ReactNode;
  /** The language to start in; without it the browser's choice (LocaleProvider). */
  locale?: Locale;
  /** The query cache to start with (a prerendered page's, seeded); else a new one. */
  queryClient?: QueryClient;
}

const APP_CATALOGUES = [appCatalogue];

export function App({ router, children, locale, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider catalogues={APP_CATALOGUES} locale={locale}>
        <Theme accentColor="indigo" grayColor="slate" radius="large" scaling="100%" panelBackground="solid">
          <SiteLinkProvider value={renderRouterLink}>
            <RoutedGuestBanner router={router} />
            {children}
            <PendingCarryOver />
            <ToastLayer />
          </SiteLinkProvider>
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
