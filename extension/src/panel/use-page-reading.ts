import type { JobPrefill, LinkedinPrefill } from '@coverletter/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { activeTabId, followTabs, panelWindowId, readTab, type ReadOutcome, type TabEvent } from '../browser/tabs';
import { sameReading, type JobPostingReading, type LinkedinProfileReading, type PageReading } from '../page/posting';

export type FillableReading = JobPostingReading | LinkedinProfileReading;

export type PageState = { status: 'idle' } | { status: 'reading'; tabId: number } | ReadOutcome;

export interface PageReadingState {
  /** The tab the panel works for: the active tab of its window, or the one given in `?tabId=`. */
  tabId: number | undefined;
  page: PageState;
  /** False from the moment the tab navigates or a read starts until the newest read has an answer: what the panel knows of the page may be stale. */
  settled: boolean;
  /** What was filled in last (a new `id` each time). */
  jobPrefill: JobPrefill | null;
  linkedinPrefill: LinkedinPrefill | null;
  /** The job posting filled in last, if any. */
  appliedJob: JobPostingReading | null;
  /** A posting on the tab that differs from what is filled in: offered, not applied. */
  offer: FillableReading | null;
  useOffer: () => void;
  dismissOffer: () => void;
  /** Reads the tab again (after a permission was granted). */
  readAgain: () => void;
}

const isFillable = (reading: PageReading): reading is FillableReading => reading.kind === 'job' || reading.kind === 'linkedin-profile';

/** `?tabId=123` pins the panel to one tab (the panel opened as a page of its own, as in the tests). */
function pinnedTabId(): number | undefined {
  const text = new URLSearchParams(window.location.search).get('tabId');
  const value = text ? Number(text) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

let fills = 0;

/** The panel's tab: the one given in `?tabId=`, else the active tab of the panel's window. */
async function firstTab(pinned: number | undefined): Promise<{ windowId: number | undefined; first: number | undefined }> {
  const windowId = pinned === undefined ? await panelWindowId() : undefined;
  return { windowId, first: pinned ?? (await activeTabId(windowId)) };
}

let earlyRead: { tabId: number; outcome: Promise<ReadOutcome> } | null = null;

/**
 * Starts reading the panel's tab before React renders the panel (main.tsx), so the read runs
 * while the panel's first render and the signed-in check do; the hook's first read takes its
 * outcome over instead of reading again.
 */
export async function readFirstTabEarly(): Promise<void> {
  try {
    const { first } = await firstTab(pinnedTabId());
    if (first !== undefined) earlyRead = { tabId: first, outcome: readTab(first) };
  } catch {
    // The hook reads the tab itself.
  }
}

function takeEarlyRead(tabId: number): Promise<ReadOutcome> | undefined {
  const early = earlyRead;
  earlyRead = null;
  return early?.tabId === tabId ? early.outcome : undefined;
}

interface Applied {
  job?: { id: string; reading: JobPostingReading };
  profile?: { id: string; reading: LinkedinProfileReading };
}

function appliedOfKind(applied: Applied, kind: FillableReading['kind']): FillableReading | undefined {
  return kind === 'job' ? applied.job?.reading : applied.profile?.reading;
}

/**
 * The posting on the open page, read when the panel opens and filled in at once; afterwards the
 * panel follows the tab: a new posting there (another tab, a navigation) is read and offered, and
 * a click on the toolbar button reads and fills in the page it was clicked on. Switching back to a
 * tab fills in again what was filled in on it, without reading the page, until that tab navigates.
 */
export function usePageReading(): PageReadingState {
  const pinned = useMemo(pinnedTabId, []);
  const [tabId, setTabId] = useState<number | undefined>(pinned);
  const [page, setPage] = useState<PageState>({ status: 'idle' });
  const [applied, setApplied] = useState<Applied>({});
  const [offer, setOffer] = useState<FillableReading | null>(null);
  const [settled, setSettled] = useState(false);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  const tabRef = useRef(tabId);
  tabRef.current = tabId;
  const readCount = useRef(0);
  /** The tab a toolbar click asked to fill in: a later read of that tab (a navigation) that wins over the click's own read still fills it. */
  const fillRequestedFor = useRef<number | undefined>(undefined);
  /** Per tab, what was filled in while it was the panel's tab, until that tab navigates: switching back shows it again without reading the page. */
  const filledOnTab = useRef(new Map<number, FillableReading>());

  const apply = useCallback((reading: FillableReading, onTab: number | undefined) => {
    if (onTab !== undefined) filledOnTab.current.set(onTab, reading);
    fills += 1;
    const id = `${Date.now()}-${fills}`;
    setApplied((previous) => (reading.kind === 'job' ? { ...previous, job: { id, reading } } : { ...previous, profile: { id, reading } }));
    setOffer(null);
  }, []);

  const read = useCallback(
    async (targetTab: number, event: TabEvent | 'open') => {
      const count = ++readCount.current;
      setSettled(false);
      const remembered = event === 'activated' ? filledOnTab.current.get(targetTab) : undefined;
      if (remembered) {
        setPage({ status: 'read', tabId: targetTab, reading: remembered });
        if (sameReading(appliedOfKind(appliedRef.current, remembered.kind), remembered)) setOffer(null);
        else apply(remembered, targetTab);
        setSettled(true);
        return;
      }
      if (event === 'action') fillRequestedFor.current = targetTab;
      setPage((previous) =>
        previous.status !== 'idle' && 'tabId' in previous && previous.tabId === targetTab ? previous : { status: 'reading', tabId: targetTab },
      );
      const outcome = await ((event === 'open' ? takeEarlyRead(targetTab) : undefined) ?? readTab(targetTab));
      if (count !== readCount.current) return; // a later read (another tab, or a navigation) won
      const fillRequested = fillRequestedFor.current === targetTab;
      fillRequestedFor.current = undefined;
      setPage(outcome);
      setSettled(true);
      if (outcome.status !== 'read') {
        setOffer(null);
        return;
      }
      const { reading } = outcome;
      if (!isFillable(reading)) {
        setOffer(null);
        return;
      }
      const current = appliedOfKind(appliedRef.current, reading.kind);
      // Nothing of its kind filled in yet, or the user asked by clicking the toolbar button: fill it in.
      if (!current || fillRequested) {
        if (sameReading(current, reading))
          setOffer(null); // already filled in: an older offer is stale
        else apply(reading, targetTab);
        return;
      }
      setOffer(sameReading(current, reading) ? null : reading);
    },
    [apply],
  );

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void (async () => {
      const { windowId, first } = await firstTab(pinned);
      if (cancelled) return;
      if (first !== undefined) {
        setTabId(first);
        void read(first, 'open');
      }
      stop = followTabs({
        windowId,
        pinnedTabId: pinned,
        onTab: (changedTab, event) => {
          if (event === 'navigated') filledOnTab.current.delete(changedTab);
          if (event === 'navigated' && changedTab !== tabRef.current) return;
          setTabId(changedTab);
          // Pages that render after the URL changes (LinkedIn's job lists) need a moment.
          if (event === 'navigated') {
            // The page is another one from now on, though it is read a moment later.
            readCount.current += 1;
            setSettled(false);
            setTimeout(() => {
              if (changedTab === tabRef.current) void read(changedTab, event);
            }, 300);
          } else void read(changedTab, event);
        },
      });
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [pinned, read]);

  const { job, profile } = applied;
  const jobPrefill = useMemo<JobPrefill | null>(
    () =>
      job
        ? {
            id: job.id,
            jobUrl: job.reading.url,
            title: job.reading.title,
            company: job.reading.company,
            location: job.reading.location,
            description: job.reading.description,
          }
        : null,
    [job],
  );
  const linkedinPrefill = useMemo<LinkedinPrefill | null>(
    () => (profile ? { id: profile.id, linkedinUrl: profile.reading.url, content: profile.reading.content } : null),
    [profile],
  );

  return {
    tabId,
    page,
    settled,
    jobPrefill,
    linkedinPrefill,
    appliedJob: job?.reading ?? null,
    offer,
    useOffer: () => offer && apply(offer, tabId),
    dismissOffer: () => setOffer(null),
    readAgain: () => {
      if (tabId !== undefined) void read(tabId, 'action');
    },
  };
}
