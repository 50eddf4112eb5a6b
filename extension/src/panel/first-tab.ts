import { activeTabId, panelWindowId, readTab, type ReadOutcome } from '../browser/tabs';

/** `?tabId=123` pins the panel to one tab (the panel opened as a page of its own, as in the tests). */
export function pinnedTabId(): number | undefined {
  const text = new URLSearchParams(window.location.search).get('tabId');
  const value = text ? Number(text) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The panel's tab: the one given in `?tabId=`, else the active tab of the panel's window. */
export async function firstTab(pinned: number | undefined): Promise<{ windowId: number | undefined; first: number | undefined }> {
  const windowId = pinned === undefined ? await panelWindowId() : undefined;
  return { windowId, first: pinned ?? (await activeTabId(windowId)) };
}

interface FirstRead {
  /** Settles once the read has an outcome (or there was no tab to read). */
  done: Promise<void>;
  tabId?: number;
  outcome?: ReadOutcome;
}

declare global {
  interface Window {
    /** Set by panel-early.js (startFirstTabRead); the panel's first read takes it over. */
    coverLetterFirstRead?: FirstRead;
  }
}

/**
 * Starts reading the panel's tab as the panel page starts: panel-early.js, a classic script
 * ahead of the panel's modules in sidepanel.html, calls it, so the read runs while the browser
 * loads and evaluates React and the panel's code (issue 15), not after. A module script, even
 * listed first, runs only after the chunks it shares with the panel are evaluated.
 */
export function startFirstTabRead(): void {
  const read: FirstRead = { done: Promise.resolve() };
  read.done = firstTab(pinnedTabId()).then(
    async ({ first }) => {
      if (first === undefined) return;
      read.tabId = first;
      read.outcome = await readTab(first);
    },
    () => undefined,
  );
  window.coverLetterFirstRead = read;
}

/** Settles when the early read has its outcome (at once without one). */
export function firstTabReadDone(): Promise<void> {
  return window.coverLetterFirstRead?.done ?? Promise.resolve();
}

/** The early read, if its outcome is already here: the panel's first render shows it. */
export function settledFirstRead(): { tabId: number; outcome: ReadOutcome } | undefined {
  const early = window.coverLetterFirstRead;
  return early?.tabId !== undefined && early.outcome ? { tabId: early.tabId, outcome: early.outcome } : undefined;
}

/** The early read's outcome when it read `tabId`, else undefined: the caller reads the tab itself. Taken once. */
export async function takeEarlyRead(tabId: number): Promise<ReadOutcome | undefined> {
  const early = window.coverLetterFirstRead;
  window.coverLetterFirstRead = undefined;
  await early?.done;
  return early?.tabId === tabId ? early.outcome : undefined;
}
