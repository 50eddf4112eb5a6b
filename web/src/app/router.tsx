import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteFallback } from './RouteFallback';

/** Every route of SPEC.md section 2; each page is its own chunk. */
export const routes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('../features/landing/LandingPage')).LandingPage }) },
  { path: '/terms', lazy: async () => ({ Component: (await import('../features/legal/TermsPage')).TermsPage }) },
  { path: '/privacy', lazy: async () => ({ Component: (await import('../features/legal/PrivacyPage')).PrivacyPage }) },
  { path: '/contact', lazy: async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }) },
  { path: '/app', lazy: async () => ({ Component: (await import('../features/generator/GuestAppPage')).GuestAppPage }) },
  { path: '/dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }) },
  { path: '/admin', lazy: async () => ({ Component: (await import('../features/admin/AdminDashboardPage')).AdminDashboardPage }) },
  { path: '/admin/settings', lazy: async () => ({ Component: (await import('../features/admin/AdminSettingsPage')).AdminSettingsPage }) },
  { path: '/admin/login', lazy: async () => ({ Component: (await import('../features/admin/AdminLoginPage')).AdminLoginPage }) },
  { path: '/payment/success', lazy: async () => ({ Component: (await import('../features/payment-pages/PaymentSuccessPage')).PaymentSuccessPage }) },
  { path: '/payment/debug', lazy: async () => ({ Component: (await import('../features/payment-pages/PaymentDebugPage')).PaymentDebugPage }) },
  { path: '/payment/mock', lazy: async () => ({ Component: (await import('../features/payment-pages/MockPaymentPage')).MockPaymentPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage }) },
];

export const router = createBrowserRouter(routes, { hydrationData: undefined });
export { RouteFallback };
