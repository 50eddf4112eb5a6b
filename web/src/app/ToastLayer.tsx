import { lazy, Suspense, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** Radix Toast is not part of any page's first load: its chunk arrives once the page is hydrated. */
const ToastPortal = lazy(() => import('./ToastPortal').then((m) => ({ default: m.ToastPortal })));

/**
 * Not part of the prerendered landing (no <body> to portal into there): it mounts once the page
 * is hydrated, and a toast raised before that waits in the store.
 */
export function ToastLayer() {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <ToastPortal />
    </Suspense>
  ) : null;
}
