import { lazy } from 'react';

/**
 * The dashboard's parts that are not on its first screen (the Overview tab): the other tabs and
 * the two dialogs, about 13 KiB gzip with the Radix primitives only they use (radio group, switch,
 * dialog; issue 15). Each arrives when first shown; SignedInDashboard also fetches them all once
 * its first screen is rendered, so a tab opened after that shows at once.
 */
const load = {
  create: () => import('./create/CreateTab'),
  cvs: () => import('./cvs/CvsTab'),
  linkedin: () => import('./linkedin/LinkedinTab'),
  letters: () => import('./letters/LettersTab'),
  viewer: () => import('./letters/LetterViewerDialog'),
  payment: () => import('./payment/PaymentModal'),
};

export const CreateTab = lazy(() => load.create().then((m) => ({ default: m.CreateTab })));
export const CvsTab = lazy(() => load.cvs().then((m) => ({ default: m.CvsTab })));
export const LinkedinTab = lazy(() => load.linkedin().then((m) => ({ default: m.LinkedinTab })));
export const LettersTab = lazy(() => load.letters().then((m) => ({ default: m.LettersTab })));
export const LetterViewerDialog = lazy(() => load.viewer().then((m) => ({ default: m.LetterViewerDialog })));
export const PaymentModal = lazy(() => load.payment().then((m) => ({ default: m.PaymentModal })));

/** Starts fetching every later part (each module is fetched once). */
export function fetchLaterParts(): void {
  for (const part of Object.values(load)) void part();
}
