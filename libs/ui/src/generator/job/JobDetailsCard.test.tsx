import { API, DESCRIPTION_AUTOSAVE_DEBOUNCE_MS, SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore } from '../../api/session-store';
import { deferred, fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE, type FakeAnswer } from '../test-support/fake-api';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import { JobDetailsCard } from './JobDetailsCard';

const SCRAPE = `POST ${API.jobScrape}`;
const SAVE = `POST ${API.jobInfo}`;
const POSTING = 'Senior Frontend Engineer at Acme. You will build React and TypeScript applications with a small team.';

function typeUrl(text: string) {
  fireEvent.change(screen.getByLabelText('Job posting URL'), { target: { value: text } });
}

function typeDescription(text: string) {
  fireEvent.change(screen.getByLabelText('Job description'), { target: { value: text } });
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

describe('job URL', () => {
  test('an http URL is scraped once, 1.5 s after typing stops; success fills the description, saves it and says so', async () => {
    const api = fakeApi({
      [STATUS_ROUTE]: sessionStatus({ hasCV: true }),
      [SCRAPE]: { body: { success: true, content: POSTING, title: 'Senior Frontend Engineer', company: 'Acme' } },
      [SAVE]: sessionStatus({ hasCV: true, hasJobInfo: true }),
    });
    renderGenerator(<JobDetailsCard />);

    typeUrl('https://jobs.example.com/42');
    await wait(SCRAPE_DEBOUNCE_MS - 1);
    expect(api.requests(SCRAPE)).toHaveLength(0);
    await wait(1);
    expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([{ jobUrl: 'https://jobs.example.com/42' }]);

    expect(await screen.findByText('Job details added')).toBeInTheDocument();
    expect(screen.getByLabelText('Job description')).toHaveValue(POSTING);
    expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ jobUrl: 'https://jobs.example.com/42', jobDescription: POSTING }]);

    // The same URL again, even after the field was cleared, and the filled-in description settling, send nothing more.
    typeUrl('https://jobs.example.com/4');
    typeUrl('https://jobs.example.com/42');
    await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);
    typeUrl('');
    await wait(SCRAPE_DEBOUNCE_MS);
    typeUrl('https://jobs.example.com/42');
    await wait(SCRAPE_DEBOUNCE_MS);
    expect(api.requests(SCRAPE)).toHaveLength(1);
    expect(api.requests(SAVE)).toHaveLength(1);
  });

  test('a distinct URL is scraped again; text not starting with http never is', async () => {
    const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: { body: { success: true, content: POSTING } }, [SAVE]: sessionStatus() });
    renderGenerator(<JobDetailsCard />);

    typeUrl('jobs.example.com/42');
    await wait(SCRAPE_DEBOUNCE_MS);
    typeUrl('Senior engineer, Acme');
    await wait(SCRAPE_DEBOUNCE_MS);
    expect(api.requests(SCRAPE)).toHaveLength(0);

    typeUrl('https://jobs.example.com/1');
    await wait(SCRAPE_DEBOUNCE_MS);
    typeUrl('https://jobs.example.com/2');
    await wait(SCRAPE_DEBOUNCE_MS);
    expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([
      { jobUrl: 'https://jobs.example.com/1' },
      { jobUrl: 'https://jobs.example.com/2' },
    ]);
  });

  test.each<[string, FakeAnswer]>([
    ['the site blocks it', { body: { success: false, content: '', message: 'This site blocks automated access.' } }],
    ['the server refuses the URL', { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Invalid URL' } }],
  ])('when %s: the manual-entry toast and a note to paste the description', async (_case, answer) => {
    const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: answer });
    renderGenerator(<JobDetailsCard />);

    typeUrl('https://jobs.example.com/42');
    await wait(SCRAPE_DEBOUNCE_MS);

    expect(await screen.findByText('Please enter job details manually')).toBeInTheDocument();
    expect(screen.getByText("We couldn't access the job posting URL")).toBeInTheDocument();
    expect(screen.getByText('Copy the job description from the posting and paste it below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job description')).toHaveValue('');
    expect(api.requests(SAVE)).toHaveLength(0);
  });
});

describe('job description', () => {
  test('auto-saves 2 s after typing stops, only when over 50 characters trimmed and changed, showing Saving...', async () => {
    const answer = deferred<FakeAnswer>();
    const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SAVE]: () => answer.promise });
    renderGenerator(<JobDetailsCard />);

    const fiftyChars = 'x'.repeat(50);
    typeDescription(`   ${fiftyChars}   `);
    await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);
    expect(api.requests(SAVE)).toHaveLength(0);

    typeDescription(`  ${POSTING}  `);
    await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS - 1);
    expect(api.requests(SAVE)).toHaveLength(0);
    await wait(1);
    expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ jobDescription: POSTING }]);
    expect(await screen.findByText('Saving...')).toBeInTheDocument();

    await act(async () => answer.resolve(sessionStatus({ hasJobInfo: true })));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();

    // Only whitespace changed: the trimmed text is the saved one.
    typeDescription(`${POSTING}\n`);
    await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);
    expect(api.requests(SAVE)).toHaveLength(1);
  });

  test('keeps typing from saving every keystroke, and saves the job URL along with the text', async () => {
    const api = fakeApi({
      [STATUS_ROUTE]: sessionStatus(),
      [SCRAPE]: { body: { success: false, content: '', message: 'Blocked' } },
      [SAVE]: sessionStatus({ hasJobInfo: true }),
    });
    renderGenerator(<JobDetailsCard />);

    typeUrl('https://jobs.example.com/42');
    await wait(SCRAPE_DEBOUNCE_MS);
    for (const length of [60, 70, 80]) {
      typeDescription(POSTING.slice(0, length));
      await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS / 2);
    }
    await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);
    expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ jobDescription: POSTING.slice(0, 80), jobUrl: 'https://jobs.example.com/42' }]);
  });

  test('a failed save is reported', async () => {
    fakeApi({
      [STATUS_ROUTE]: sessionStatus(),
      [SAVE]: { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The job description can be at most 30000 characters' } },
    });
    renderGenerator(<JobDetailsCard />);

    typeDescription(POSTING);
    await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);

    expect(await screen.findByText("Couldn't save job details")).toBeInTheDocument();
    expect(screen.getByText('The job description can be at most 30000 characters')).toBeInTheDocument();
  });
});
