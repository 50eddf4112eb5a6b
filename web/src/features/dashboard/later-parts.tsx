import { lazy } from 'react';

/**
 * The dashboard's parts that are not on its first screen (the Overview tab): the other tabs and
 * the two dialogs, with the Radix primitives only they use (radio group, switch, dialog), about
 * 17 KiB gzip of the dashboard's first load (issue 15). They come in one chunk (one per part split
 * the modules they share with the entry into more small chunks): when one is first shown, or
 * when SignedInDashboard fetches it once its first screen is rendered, so that a tab opened after
 * that shows at once.
 */
const load = () => import('./later-parts-code');

export const CreateTab = lazy(() => load().then((m) => ({ default: m.CreateTab })));
export const CvsTab = lazy(() => load().then((m) => ({ default: m.CvsTab })));
export const LinkedinTab = lazy(() => load().then((m) => ({ default: m.LinkedinTab })));
export const LettersTab = lazy(() => load().then((m) => ({ default: m.LettersTab })));
export const LetterViewerDialog = lazy(() => load().then((m) => ({ default: m.LetterViewerDialog })));
export const PaymentModal = lazy(() => load().then((m) => ({ default: m.PaymentModal })));

/** Starts fetching the later parts' code. */
export function fetchLaterParts(): void {
  void load();
}
