import { WEB_ROUTES, type WebRoute } from '@coverletter/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteFallback } from './RouteFallback';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** The page of every route in `WEB_ROUTES` (the list the server's 404 reads too); each page is its own chunk. */
const pages: Record<WebRoute, LazyPage> = {
  '/': async () => ({ Component: (await import('../features/landing/LandingPage')).LandingPage }),
  '/terms': async () => ({ Component: (await import('../features/legal/TermsPage')).TermsPage }),
  '/privacy': async () => ({ Component: (await import('../features/legal/PrivacyPage')).PrivacyPage }),
  '/contact': async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }),
  '/app': async () => ({ Component: (await import('../features/generator/GuestAppPage')).GuestAppPage }),
  '/dashboard': async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
  '/admin': async () => ({ Component: (await import('../features/admin/AdminDashboardPage')).AdminDashboardPage }),
  '/admin/settings': async () => ({ Component: (await import('../features/admin/AdminSettingsPage')).AdminSettingsPage }),
  '/admin/login': async () => ({ Component: (await import('../features/admin/AdminLoginPage')).AdminLoginPage }),
  '/payment/success': async () => ({ Component: (await import('../features/payment-pages/PaymentSuccessPage')).PaymentSuccessPage }),
  '/payment/debug': async () => ({ Component: (await import('../features/payment-pages/PaymentDebugPage')).PaymentDebugPage }),
  '/payment/mock': async () => ({ Component: (await import('../features/payment-pages/MockPaymentPage')).MockPaymentPage }),
};

/**
 * Every route of SPEC.md section 2, and the 404 page for any other path. On the first load a
 * spinner shows while the page's chunk arrives (without it React Router warns of no HydrateFallback).
 */
export const routes: RouteObject[] = [
  ...WEB_ROUTES.map((path): RouteObject => ({ path, lazy: pages[path], HydrateFallback: RouteFallback })),
  { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage }), HydrateFallback: RouteFallback },
];

export const router = createBrowserRouter(routes, { hydrationData: undefined });
