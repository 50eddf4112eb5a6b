import { lazy, Suspense } from 'react';

/** Radix Toast is not on the first screen of the side panel or the options page (issue 15). */
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * libs/ui's Toaster once its chunk is here, which the page does not wait for; a toast raised
 * before then waits in libs/ui's toast store and shows when the region mounts.
 */
export function DeferredToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
