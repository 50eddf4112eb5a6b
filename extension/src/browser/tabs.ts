import { browser } from 'wxt/browser';
import type { PageReading } from '../page/posting';
import { insertIntoFocusedField, type InsertOutcome } from './insert-text';

/** Built from entrypoints/page-reader.ts; WXT writes its main's return value as the script's last expression. */
const PAGE_READER_FILE = '/page-reader.js';

export type BlockedReason = 'permission' | 'restricted';

export type ReadOutcome =
  { status: 'read'; tabId: number; reading: PageReading } | { status: 'blocked'; tabId: number; reason: BlockedReason; message: string };

const isPermissionError = (message: string) =>
  /must request permission|missing host permission|permission to access|cannot access contents of the page/i.test(message);

/**
 * Reads the tab's page with the page reader: possible with activeTab (the toolbar button was
 * clicked on this tab) or an optional host permission for its site. Browser pages (chrome://,
 * the web stores, the PDF viewer) can never be read.
 */
export async function readTab(tabId: number): Promise<ReadOutcome> {
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, files: [PAGE_READER_FILE] });
    const reading = frame?.result as PageReading | undefined;
    if (!reading || typeof reading !== 'object' || !('kind' in reading))
      return { status: 'blocked', tabId, reason: 'restricted', message: 'The page could not be read.' };
    return { status: 'read', tabId, reading };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'blocked', tabId, reason: isPermissionError(message) ? 'permission' : 'restricted', message };
  }
}

export type InsertResult = 'inserted' | 'no-field' | 'read-only' | 'blocked';

/**
 * 'Insert into page': the letter goes into the text field the user focused last in that tab. A
 * field in another site's frame (an embedded application form) is found by asking every frame;
 * the text goes in only when exactly one frame has a focused field.
 */
export async function insertIntoTab(tabId: number, text: string): Promise<InsertResult> {
  try {
    const [top] = await browser.scripting.executeScript({ target: { tabId }, func: insertIntoFocusedField, args: [text, 'insert'] });
    const outcome = top?.result as InsertOutcome | undefined;
    if (outcome === 'inserted' || outcome === 'no-field' || outcome === 'read-only') return outcome;
    if (outcome !== 'in-frame') return 'blocked';
    const frames = await browser.scripting.executeScript({ target: { tabId, allFrames: true }, func: insertIntoFocusedField, args: [text, 'probe'] });
    const candidates = frames.filter((frame) => frame.frameId !== 0 && frame.result === 'candidate');
    if (candidates.length !== 1) return 'no-field';
    const [inFrame] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [candidates[0].frameId] },
      func: insertIntoFocusedField,
      args: [text, 'insert'],
    });
    return inFrame?.result === 'inserted' ? 'inserted' : 'no-field';
  } catch {
    return 'blocked';
  }
}

/** The window this panel belongs to (a side panel or sidebar belongs to one window). */
export async function panelWindowId(): Promise<number | undefined> {
  try {
    return (await browser.windows.getCurrent()).id;
  } catch {
    return undefined;
  }
}

export async function activeTabId(windowId: number | undefined): Promise<number | undefined> {
  const [tab] = await browser.tabs.query(windowId === undefined ? { active: true, currentWindow: true } : { active: true, windowId });
  return tab?.id;
}

/** Sent by the background when the toolbar button is clicked: activeTab now covers that tab. */
export interface ActionClickedMessage {
  type: 'cl:action-clicked';
  tabId: number;
  windowId: number;
}

export function isActionClickedMessage(message: unknown): message is ActionClickedMessage {
  return typeof message === 'object' && message !== null && (message as ActionClickedMessage).type === 'cl:action-clicked';
}

export type TabEvent = 'activated' | 'navigated' | 'action';

/**
 * Follows the tab the panel works for: the active tab of its window (or one pinned tab), its
 * navigations, and clicks on the toolbar button. Returns a function that stops following.
 */
export function followTabs(options: {
  windowId: number | undefined;
  pinnedTabId: number | undefined;
  onTab: (tabId: number, event: TabEvent) => void;
}): () => void {
  const { windowId, pinnedTabId, onTab } = options;
  const onActivated = (info: { tabId: number; windowId: number }) => {
    if (pinnedTabId === undefined && (windowId === undefined || info.windowId === windowId)) onTab(info.tabId, 'activated');
  };
  const onUpdated = (tabId: number, change: { status?: string; url?: string }) => {
    if (change.status === 'complete' || change.url) onTab(tabId, 'navigated');
  };
  const onMessage = (message: unknown) => {
    if (!isActionClickedMessage(message)) return;
    if (pinnedTabId !== undefined ? message.tabId === pinnedTabId : windowId === undefined || message.windowId === windowId) onTab(message.tabId, 'action');
  };
  browser.tabs.onActivated.addListener(onActivated);
  browser.tabs.onUpdated.addListener(onUpdated);
  browser.runtime.onMessage.addListener(onMessage);
  return () => {
    browser.tabs.onActivated.removeListener(onActivated);
    browser.tabs.onUpdated.removeListener(onUpdated);
    browser.runtime.onMessage.removeListener(onMessage);
  };
}

export async function openTab(url: string): Promise<number | undefined> {
  return (await browser.tabs.create({ url, active: true })).id;
}
