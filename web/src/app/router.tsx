import { WEB_ROUTES, type WebRoute } from '@coverletter/contracts';
import type { MessageBundle } from '@coverletter/ui';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ScopedMessages } from '../components/ScopedMessages';
import { RouteFallback } from './RouteFallback';

type LazyPage = NonNullable<RouteObject['lazy']>;

/**
 * A page with messages no other page uses: they arrive with the page's chunks instead of the
 * bundle every page loads (app/messages.ts).
 */
function withMessages(page: Promise<ComponentType>, bundle: Promise<MessageBundle>): Promise<{ Component: ComponentType }> {
  return Promise.all([page, bundle]).then(([Page, messages]) => ({
    Component: () => (
      <ScopedMessages bundle={messages}>
        <Page />
      </ScopedMessages>
    ),
  }));
}
const adminMessages = () => import('../features/admin/messages').then((m) => m.adminMessages);
const paymentPagesMessages = () => import('../features/payment-pages/messages').then((m) => m.paymentPagesMessages);

/** The page of every route in `WEB_ROUTES` (the list the server's 404 reads too); each page is its own chunk. */
const pages: Record<WebRoute, LazyPage> = {
  '/': async () => ({ Component: (await import('../features/landing/LandingPage')).LandingPage }),
  '/terms': async () => ({ Component: (await import('../features/legal/TermsPage')).TermsPage }),
  '/privacy': async () => ({ Component: (await import('../features/legal/PrivacyPage')).PrivacyPage }),
  '/contact': async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }),
  '/app': () =>
    withMessages(
      import('../features/generator/GuestAppPage').then((m) => m.GuestAppPage),
      import('../features/generator/messages').then((m) => m.appPageMessages),
    ),
  '/dashboard': async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
  '/admin': () =>
    withMessages(
      import('../features/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage),
      adminMessages(),
    ),
  '/admin/settings': () =>
    withMessages(
      import('../features/admin/AdminSettingsPage').then((m) => m.AdminSettingsPage),
      adminMessages(),
    ),
  '/admin/login': () =>
    withMessages(
      import('../features/admin/AdminLoginPage').then((m) => m.AdminLoginPage),
      adminMessages(),
    ),
  '/payment/success': () =>
    withMessages(
      import('../features/payment-pages/PaymentSuccessPage').then((m) => m.PaymentSuccessPage),
      paymentPagesMessages(),
    ),
  '/payment/debug': () =>
    withMessages(
      import('../features/payment-pages/PaymentDebugPage').then((m) => m.PaymentDebugPage),
      paymentPagesMessages(),
    ),
  '/payment/mock': () =>
    withMessages(
      import('../features/payment-pages/MockPaymentPage').then((m) => m.MockPaymentPage),
      paymentPagesMessages(),
    ),
};

/**
 * Every route of SPEC.md section 2, and the 404 page for any other path. On the first load a
 * spinner shows while the page's chunk arrives (without it React Router warns of no HydrateFallback).
 */
export const routes: RouteObject[] = [
  ...WEB_ROUTES.map((path): RouteObject => ({ path, lazy: pages[path], HydrateFallback: RouteFallback })),
  { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage }), HydrateFallback: RouteFallback },
];

/**
 * The browser's router. When the server sent a prerendered page (the landing), the matched route's
 * chunk is loaded first, so the router starts with the page itself rather than the fallback and
 * React can hydrate the HTML as it is.
 */
export async function createAppRouter(prerendered: boolean) {
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
