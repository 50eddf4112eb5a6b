import type { JobPrefill, LinkedinPrefill } from '@coverletter/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { followTabs, readTab, type ReadOutcome, type TabEvent } from '../browser/tabs';
import { firstTab, pinnedTabId, settledFirstRead, takeEarlyRead } from './first-tab';
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

let fills = 0;

interface Applied {
  job?: { id: string; reading: JobPostingReading };
  profile?: { id: string; reading: LinkedinProfileReading };
}

function appliedOfKind(applied: Applied, kind: FillableReading['kind']): FillableReading | undefined {
  return kind === 'job' ? applied.job?.reading : applied.profile?.reading;
}

/** `applied` with `reading` filled in, under a new id. */
function withReading(applied: Applied, reading: FillableReading): Applied {
  fills += 1;
  const id = `${Date.now()}-${fills}`;
  return reading.kind === 'job' ? { ...applied, job: { id, reading } } : { ...applied, profile: { id, reading } };
}

/** What the panel's first render starts from: the early read when its outcome is already here (issue 15). */
function initialReading() {
  const early = settledFirstRead();
  if (!early) return { page: { status: 'idle' } as PageState, applied: {}, settled: false };
  const { tabId, outcome } = early;
  const fillable = outcome.status === 'read' && isFillable(outcome.reading) ? outcome.reading : undefined;
  return { tabId, page: outcome as PageState, applied: fillable ? withReading({}, fillable) : {}, fillable, settled: true };
}

/**
 * The posting on the open page, read when the panel opens and filled in at once; afterwards the
 * panel follows the tab: a new posting there (another tab, a navigation) is read and offered, and
 * a click on the toolbar button reads and fills in the page it was clicked on. Switching back to a
 * tab fills in again what was filled in on it, without reading the page, until that tab navigates.
 */
export function usePageReading(): PageReadingState {
  const pinned = useMemo(pinnedTabId, []);
  const [initial] = useState(initialReading);
  const [tabId, setTabId] = useState<number | undefined>(pinned ?? initial.tabId);
  const [page, setPage] = useState<PageState>(initial.page);
  const [applied, setApplied] = useState<Applied>(initial.applied);
  const [offer, setOffer] = useState<FillableReading | null>(null);
  const [settled, setSettled] = useState(initial.settled);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  const tabRef = useRef(tabId);
  tabRef.current = tabId;
  const readCount = useRef(0);
  /** The tab a toolbar click asked to fill in: a later read of that tab (a navigation) that wins over the click's own read still fills it. */
  const fillRequestedFor = useRef<number | undefined>(undefined);
  /** Per tab, what was filled in while it was the panel's tab, until that tab navigates: switching back shows it again without reading the page. */
  const filledOnTab = useRef(new Map<number, FillableReading>(initial.tabId !== undefined && initial.fillable ? [[initial.tabId, initial.fillable]] : []));

  const apply = useCallback((reading: FillableReading, onTab: number | undefined) => {
    if (onTab !== undefined) filledOnTab.current.set(onTab, reading);
    setApplied((previous) => withReading(previous, reading));
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
      const outcome = (event === 'open' ? await takeEarlyRead(targetTab) : undefined) ?? (await readTab(targetTab));
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
        // Read already, for the first render: not again.
        if (first !== initial.tabId) void read(first, 'open');
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
  }, [pinned, read, initial]);

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
