import { act, renderHook, waitFor } from '@testing-library/react';
import type { JobPostingReading } from '../page/posting';
import { firstTabReadDone, startFirstTabRead } from './first-tab';
import { usePageReading } from './use-page-reading';

/** The extension APIs (tabs, scripting) do not exist in jsdom: the browser boundary is replaced. */
jest.mock('../browser/tabs', () => ({
  readTab: jest.fn(),
  followTabs: jest.fn(),
  activeTabId: jest.fn(async () => 1),
  panelWindowId: jest.fn(async () => 7),
}));
const tabs = jest.requireMock('../browser/tabs') as {
  readTab: jest.Mock;
  followTabs: jest.Mock;
};

const posting = (url: string, title: string): JobPostingReading => ({
  kind: 'job',
  url,
  source: 'json-ld',
  title,
  description: `${title}: a posting long enough to fill in.`,
});
const ON_TAB_1 = posting('https://jobs.example.com/1', 'QA Engineer');
const ON_TAB_2 = posting('https://jobs.example.com/2', 'Data Engineer');
const readingOf: Record<number, JobPostingReading> = { 1: ON_TAB_1, 2: ON_TAB_2 };

let onTab: (tabId: number, event: 'activated' | 'navigated' | 'action') => void;

beforeEach(() => {
  tabs.readTab.mockImplementation(async (tabId: number) => ({ status: 'read', tabId, reading: readingOf[tabId] }));
  tabs.followTabs.mockImplementation((options: { onTab: typeof onTab }) => {
    onTab = options.onTab;
    return () => {};
  });
});

test("fills in the open tab, offers another tab's posting, and a toolbar click on the filled tab drops that offer", async () => {
  const { result } = renderHook(() => usePageReading());
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('QA Engineer'));

  act(() => onTab(2, 'activated'));
  await waitFor(() => expect(result.current.offer).toEqual(ON_TAB_2));

  // Back on the first tab, the toolbar button is clicked: its posting is already filled in.
  act(() => onTab(1, 'action'));
  await waitFor(() => expect(result.current.offer).toBeNull());
  expect(result.current.appliedJob).toEqual(ON_TAB_1);
});

test('a toolbar click fills in a different posting at once instead of offering it', async () => {
  const { result } = renderHook(() => usePageReading());
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('QA Engineer'));
  act(() => onTab(2, 'action'));
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('Data Engineer'));
  expect(result.current.offer).toBeNull();
});

test('switching back to a tab fills in its posting again without reading the page, until that tab navigates', async () => {
  tabs.readTab.mockClear();
  const { result } = renderHook(() => usePageReading());
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('QA Engineer'));
  act(() => onTab(2, 'activated'));
  await waitFor(() => expect(result.current.offer).toEqual(ON_TAB_2));
  act(() => result.current.useOffer());
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('Data Engineer'));

  const readsOf = (tabId: number) => tabs.readTab.mock.calls.filter(([id]) => id === tabId).length;
  expect(readsOf(1)).toBe(1);
  act(() => onTab(1, 'activated'));
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('QA Engineer'));
  expect(result.current.page).toEqual({ status: 'read', tabId: 1, reading: ON_TAB_1 });
  expect(readsOf(1)).toBe(1);
  act(() => onTab(2, 'activated'));
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('Data Engineer'));
  expect(readsOf(2)).toBe(1);

  // Tab 1 goes elsewhere while tab 2 is shown: back on it, the page is read again (and offered).
  readingOf[1] = posting('https://jobs.example.com/3', 'Barista');
  act(() => onTab(1, 'navigated'));
  act(() => onTab(1, 'activated'));
  await waitFor(() => expect(result.current.offer?.kind === 'job' && result.current.offer.title).toBe('Barista'));
  expect(readsOf(1)).toBe(2);
  expect(result.current.appliedJob?.title).toBe('Data Engineer');
  readingOf[1] = ON_TAB_1;
});

test("a navigation's late read is dropped once the user has switched to another tab", async () => {
  tabs.readTab.mockClear();
  const { result } = renderHook(() => usePageReading());
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('QA Engineer'));
  act(() => onTab(2, 'action'));
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('Data Engineer'));
  act(() => onTab(2, 'navigated'));
  act(() => onTab(1, 'activated'));
  await waitFor(() => expect(result.current.appliedJob?.title).toBe('QA Engineer'));
  await new Promise((done) => setTimeout(done, 400));
  expect(tabs.readTab.mock.calls.filter(([id]) => id === 2)).toHaveLength(1);
  expect(result.current.offer).toBeNull();
  expect(result.current.page).toMatchObject({ status: 'read', tabId: 1 });
});

test('from the moment its tab navigates until the new page is read, the panel says what it knows may be stale', async () => {
  const { result } = renderHook(() => usePageReading());
  await waitFor(() => expect(result.current.settled).toBe(true));
  readingOf[1] = posting('https://jobs.example.com/4', 'Barista');
  act(() => onTab(1, 'navigated'));
  expect(result.current.settled).toBe(false);
  await waitFor(() => expect(result.current.page).toMatchObject({ status: 'read', reading: { title: 'Barista' } }));
  expect(result.current.settled).toBe(true);
  readingOf[1] = ON_TAB_1;
});

test("the early read's outcome, here before the first render, is in that render; the tab is not read again", async () => {
  tabs.readTab.mockClear();
  window.history.replaceState(null, '', '/?tabId=1');
  try {
    startFirstTabRead();
    await firstTabReadDone();
    expect(tabs.readTab.mock.calls).toEqual([[1]]);
    const { result } = renderHook(() => usePageReading());
    expect(result.current.appliedJob).toEqual(ON_TAB_1);
    expect(result.current.page).toEqual({ status: 'read', tabId: 1, reading: ON_TAB_1 });
    expect(result.current.settled).toBe(true);
    await waitFor(() => expect(tabs.followTabs).toHaveBeenCalled());
    expect(tabs.readTab).toHaveBeenCalledTimes(1);
  } finally {
    window.coverLetterFirstRead = undefined;
    window.history.replaceState(null, '', '/');
  }
});

test('an early read still under way when the panel renders is taken over by its first read', async () => {
  tabs.readTab.mockClear();
  let answer: () => void = () => {};
  tabs.readTab.mockImplementationOnce((tabId: number) => new Promise((done) => (answer = () => done({ status: 'read', tabId, reading: readingOf[tabId] }))));
  startFirstTabRead();
  await waitFor(() => expect(tabs.readTab).toHaveBeenCalledTimes(1));
  const { result } = renderHook(() => usePageReading());
  expect(result.current.appliedJob).toBeNull();
  act(() => answer());
  await waitFor(() => expect(result.current.appliedJob).toEqual(ON_TAB_1));
  expect(tabs.readTab).toHaveBeenCalledTimes(1);
});
