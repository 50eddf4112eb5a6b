import { WEB_ROUTES, type WebRoute } from '@coverletter/contracts';
import { getActiveLocale, loadLocale, type Catalogue } from '@coverletter/ui';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ScopedMessages } from '../components/ScopedMessages';
import { RouteFallback } from './RouteFallback';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** A page's chunk, with the language on screen fetched for any catalogue the chunk brought (the legal pages'). */
async function page(load: Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const Component = await load;
  await loadLocale(getActiveLocale());
  return { Component };
}

/**
 * A page with messages no other page uses: they arrive with the page's chunks instead of the
 * bundle every page loads (catalogues/app), in the language on screen.
 */
async function withMessages(load: Promise<ComponentType>, catalogue: Promise<Catalogue>): Promise<{ Component: ComponentType }> {
  const [Page, messages] = await Promise.all([load, catalogue]);
  await loadLocale(getActiveLocale());
  const catalogues = [messages];
  return {
    Component: () => (
      <ScopedMessages catalogues={catalogues}>
        <Page />
      </ScopedMessages>
    ),
  };
}
const adminMessages = () => import('../catalogues/admin').then((m) => m.adminCatalogue);
const paymentPagesMessages = () => import('../catalogues/payment-pages').then((m) => m.paymentPagesCatalogue);

/** The page of every route in `WEB_ROUTES` (the list the server's 404 reads too); each page is its own chunk. */
const pages: Record<WebRoute, LazyPage> = {
  '/': () => page(import('../features/landing/LandingPage').then((m) => m.LandingPage)),
  '/terms': () => page(import('../features/legal/TermsPage').then((m) => m.TermsPage)),
  '/privacy': () => page(import('../features/legal/PrivacyPage').then((m) => m.PrivacyPage)),
  '/contact': () => page(import('../features/contact/ContactPage').then((m) => m.ContactPage)),
  '/app': () =>
    withMessages(
      import('../features/generator/GuestAppPage').then((m) => m.GuestAppPage),
      import('../catalogues/generator').then((m) => m.generatorPageCatalogue),
    ),
  '/dashboard': () => page(import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
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
  { path: '*', lazy: () => page(import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage)), HydrateFallback: RouteFallback },
];

/**
 * The browser's router (the landing, prerendered, has an entry of its own: landing-main.tsx). When
 * the server sent a prerendered page, the matched route's chunk is loaded first, so the router
 * starts with the page itself rather than the fallback and React can hydrate the HTML as it is.
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
