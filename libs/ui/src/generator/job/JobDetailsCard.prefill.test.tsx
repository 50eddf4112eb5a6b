import { API, DESCRIPTION_AUTOSAVE_DEBOUNCE_MS, SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore } from '../../api/session-store';
import { deferred, fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE, type FakeAnswer } from '../../test-support/fake-api';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import type { JobPrefill } from './job-prefill';
import { joinJobText, splitJobText } from './job-text';
import { JobDetailsCard } from './JobDetailsCard';

const SCRAPE = `POST ${API.jobScrape}`;
const SAVE = `POST ${API.jobInfo}`;
const POSTING: JobPrefill = {
  id: 'reading-1',
  jobUrl: 'https://jobs.example.com/42',
  title: 'Senior Backend Developer',
  company: 'Nordic Payments AB',
  location: 'Stockholm',
  description: 'Build our payment platform in TypeScript and PostgreSQL with a small team.',
};
const SAVED_TEXT =
  'Title: Senior Backend Developer\nCompany: Nordic Payments AB\n\nLocation: Stockholm\n\nBuild our payment platform in TypeScript and PostgreSQL with a small team.';

/** Hands the card a new prefill the way a host app does: by changing its state. */
let setPrefill: (prefill: JobPrefill) => void = () => {};
function Host({ initial }: { initial: JobPrefill }) {
  const [prefill, set] = useState(initial);
  setPrefill = set;
  return <JobDetailsCard prefill={prefill} />;
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) });
});
afterEach(() => {
  closeToasts();
  jest.useRealTimers();
});

test('without the new props nothing changes: no title or company fields', () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus() });
  renderGenerator(<JobDetailsCard />);
  expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
});

test('a posting from the page fills URL, title, company and description, is saved at once and its URL is not scraped', async () => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SAVE]: sessionStatus({ hasJobInfo: true }) });
  const changes: unknown[] = [];
  renderGenerator(<JobDetailsCard prefill={POSTING} showTitleAndCompany onJobChange={(job) => changes.push(job)} />);

  expect(screen.getByLabelText('Job posting URL')).toHaveValue(POSTING.jobUrl);
  expect(screen.getByLabelText('Job title')).toHaveValue('Senior Backend Developer');
  expect(screen.getByLabelText('Company')).toHaveValue('Nordic Payments AB');
  expect(screen.getByLabelText('Job description')).toHaveValue(
    'Location: Stockholm\n\nBuild our payment platform in TypeScript and PostgreSQL with a small team.',
  );
  expect(await screen.findByText('Job details added')).toBeInTheDocument();
  expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ jobUrl: POSTING.jobUrl, jobDescription: SAVED_TEXT }]);
  expect(changes.at(-1)).toEqual({ jobUrl: POSTING.jobUrl, jobDescription: SAVED_TEXT });

  await wait(SCRAPE_DEBOUNCE_MS + DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);
  expect(api.requests(SCRAPE)).toHaveLength(0);
  expect(api.requests(SAVE)).toHaveLength(1);

  // An edited company is saved as the description's company line after the pause.
  fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Nordic Payments' } });
  await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);
  expect(api.requests(SAVE).at(-1)?.body).toEqual({ jobUrl: POSTING.jobUrl, jobDescription: SAVED_TEXT.replace('Nordic Payments AB', 'Nordic Payments') });
});

test('the save waits for the session; the same reading again changes nothing, a new one replaces the fields', async () => {
  const status = deferred<FakeAnswer>();
  const api = fakeApi({ [STATUS_ROUTE]: () => status.promise, [SAVE]: sessionStatus({ hasJobInfo: true }) });
  renderGenerator(<Host initial={POSTING} />);
  // Without the separate fields the title and company lines are part of the description.
  expect(screen.getByLabelText('Job description')).toHaveValue(SAVED_TEXT);
  await wait(10);
  expect(api.requests(SAVE)).toHaveLength(0);
  await act(async () => status.resolve(sessionStatus()));
  expect(await screen.findByText('Job details added')).toBeInTheDocument();
  expect(api.requests(SAVE)).toHaveLength(1);

  fireEvent.change(screen.getByLabelText('Job description'), { target: { value: `${SAVED_TEXT} Edited.` } });
  act(() => setPrefill({ ...POSTING }));
  expect(screen.getByLabelText('Job description')).toHaveValue(`${SAVED_TEXT} Edited.`);

  const next: JobPrefill = {
    id: 'reading-2',
    jobUrl: 'https://jobs.example.com/43',
    description: 'Another posting that is long enough to be saved as job info.',
  };
  act(() => setPrefill(next));
  expect(screen.getByLabelText('Job posting URL')).toHaveValue('https://jobs.example.com/43');
  expect(screen.getByLabelText('Job description')).toHaveValue(next.description);
  await wait(0);
  expect(api.requests(SAVE).at(-1)?.body).toEqual({ jobUrl: next.jobUrl, jobDescription: next.description });
});

test('a URL typed later is scraped as before, and the scraped title and company go to their fields', async () => {
  const content = 'Title: Data Engineer\nCompany: Acme\n\nBuild pipelines in Python and SQL for our analytics platform.';
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SAVE]: sessionStatus(), [SCRAPE]: { body: { success: true, content } } });
  renderGenerator(<JobDetailsCard prefill={POSTING} showTitleAndCompany />);
  fireEvent.change(screen.getByLabelText('Job posting URL'), { target: { value: 'https://jobs.example.com/99' } });
  await wait(SCRAPE_DEBOUNCE_MS);
  expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([{ jobUrl: 'https://jobs.example.com/99' }]);
  await wait(0);
  expect(screen.getByLabelText('Job title')).toHaveValue('Data Engineer');
  expect(screen.getByLabelText('Company')).toHaveValue('Acme');
  expect(screen.getByLabelText('Job description')).toHaveValue('Build pipelines in Python and SQL for our analytics platform.');
  await wait(0);
  // The filled-in posting was not saved yet when the new URL's text arrived: only the new text is.
  expect(api.requests(SAVE)).toHaveLength(1);
  expect(api.requests(SAVE).at(-1)?.body).toEqual({ jobUrl: 'https://jobs.example.com/99', jobDescription: content });
});

test('job text: title and company lines join and split', () => {
  expect(joinJobText({ title: ' QA ', company: '', body: 'Text' })).toBe('Title: QA\n\nText');
  expect(joinJobText({ title: '', company: '', body: ' Text ' })).toBe('Text');
  expect(splitJobText('Title: QA\nCompany: Acme\n\nLocation: Malmö\n\nText')).toEqual({ title: 'QA', company: 'Acme', body: 'Location: Malmö\n\nText' });
  expect(splitJobText('Just text')).toEqual({ title: '', company: '', body: 'Just text' });
});
