import { API, DESCRIPTION_AUTOSAVE_DEBOUNCE_MS, SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore } from '../../api/session-store';
import { deferred, fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE, type FakeAnswer } from '../../test-support/fake-api';
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
    expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([{ jobUrl: 'https://jobs.example.com/1' }, { jobUrl: 'https://jobs.example.com/2' }]);
  });

  test("a URL is read once in the card's life: going back to an earlier one (A → B → A) sends nothing", async () => {
    const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: { body: { success: false, content: '', message: 'Blocked', reason: 'blocked' } } });
    renderGenerator(<JobDetailsCard />);

    for (const url of ['https://jobs.example.com/a', 'https://jobs.example.com/b', 'https://jobs.example.com/a', 'https://jobs.example.com/b']) {
      typeUrl(url);
      await wait(SCRAPE_DEBOUNCE_MS);
    }
    expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([{ jobUrl: 'https://jobs.example.com/a' }, { jobUrl: 'https://jobs.example.com/b' }]);
  });

  test.each<[string, FakeAnswer]>([
    ['the site blocks it', { body: { success: false, content: '', message: 'This site blocks automated access.' } }],
    ['the server refuses the URL', { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Invalid URL' } }],
  ])('when %s: the manual-entry toast and a note to paste the description', async (_case, answer) => {
    const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: answer });
    renderGenerator(<JobDetailsCard />);

    typeUrl('https://jobs.example.com/42');
    await wait(SCRAPE_DEBOUNCE_MS);

    const inline = await screen.findByRole('alert');
    expect(inline).toHaveTextContent('Please enter job details manually');
    expect(inline).toHaveTextContent('Copy the job description from the posting and paste it below.');
    expect(screen.getAllByText('Please enter job details manually')).toHaveLength(2);
    expect(screen.getByText("We couldn't access the job posting URL")).toBeInTheDocument();
    expect(screen.getByLabelText('Job description')).toHaveValue('');
    expect(api.requests(SAVE)).toHaveLength(0);
  });
});

describe('why a job URL could not be read', () => {
  const SERVER_SENTENCE = "We couldn't connect to jobs.example.com. Please check the link or paste the job description.";

  async function failWith(answer: FakeAnswer, locale: 'en' | 'sv') {
    fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: answer });
    renderGenerator(<JobDetailsCard />, { locale });
    fireEvent.change(screen.getByRole('textbox', { name: locale === 'sv' ? 'Länk till jobbannonsen' : 'Job posting URL' }), {
      target: { value: 'https://jobs.example.com/42' },
    });
    await wait(SCRAPE_DEBOUNCE_MS);
  }

  test.each<[string, string, string]>([
    ['blocked', 'This site blocks automated access.', 'Sajten stoppar automatisk åtkomst.'],
    [
      'needs-javascript',
      'This page only shows the job posting with JavaScript, so it could not be read automatically.',
      'Sidan visar bara annonsen med JavaScript, så vi kunde inte läsa den automatiskt.',
    ],
    ['unreachable', "We couldn't connect to this site. Please check the link.", 'Vi kunde inte ansluta till sajten. Kontrollera länken.'],
    ['timeout', 'The job site took too long to respond.', 'Jobbsajten svarade inte i tid.'],
  ])("the reason %s reads in the UI's language, never the server's English", async (reason, english, swedish) => {
    const answer = { body: { success: false, content: '', message: SERVER_SENTENCE, reason } };

    await failWith(answer, 'en');
    expect(await screen.findByText(english)).toBeInTheDocument();
    closeToasts();
    cleanup();

    await failWith(answer, 'sv');
    expect(await screen.findByText(swedish)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Fyll i jobbdetaljerna själv');
    expect(screen.getByText('Kopiera jobbeskrivningen från annonsen och klistra in den nedan.')).toBeInTheDocument();
    expect(screen.queryByText(SERVER_SENTENCE)).not.toBeInTheDocument();
  });

  test("a 400's data.reason is translated too", async () => {
    await failWith(
      {
        status: 400,
        body: { statusCode: 400, error: 'Address not allowed', message: 'This address cannot be fetched.', data: { reason: 'address-not-allowed' } },
      },
      'sv',
    );
    expect(await screen.findByText('Adressen går inte att hämta eftersom den pekar på ett privat eller lokalt nätverk.')).toBeInTheDocument();
  });

  test('throttling without a reason reads in the UI language', async () => {
    await failWith(
      { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please wait a moment and try again.' } },
      'sv',
    );
    expect(await screen.findByText('För många förfrågningar. Vänta en stund och försök igen.')).toBeInTheDocument();
  });

  test("a reason this build does not know falls back to the server's sentence", async () => {
    await failWith({ body: { success: false, content: '', message: SERVER_SENTENCE, reason: 'paywall' } }, 'sv');
    expect(await screen.findByText(SERVER_SENTENCE)).toBeInTheDocument();
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

  test("a save that gets no answer (the service is down) adds no toast to the page's own notice", async () => {
    const api = fakeApi({
      [STATUS_ROUTE]: sessionStatus(),
      [SAVE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderGenerator(<JobDetailsCard />);

    typeDescription(POSTING);
    await wait(DESCRIPTION_AUTOSAVE_DEBOUNCE_MS);

    expect(api.requests(SAVE)).toHaveLength(1);
    await wait(100);
    expect(screen.queryByText("Couldn't save job details")).toBeNull();
  });
});

describe('a failed read stays under the URL field until the user acts', () => {
  test('the failure outlives its toast; another address clears it at once', async () => {
    fakeApi({
      [STATUS_ROUTE]: sessionStatus(),
      [SCRAPE]: { body: { success: false, content: '', message: 'Needs JavaScript.', reason: 'needs-javascript' } },
    });
    renderGenerator(<JobDetailsCard />);

    typeUrl('https://jobs.example.com/42');
    await wait(SCRAPE_DEBOUNCE_MS);
    const url = screen.getByLabelText('Job posting URL');
    const inline = await screen.findByRole('alert');
    expect(inline).toHaveTextContent('Please enter job details manually');
    expect(inline).toHaveTextContent('This page only shows the job posting with JavaScript, so it could not be read automatically.');
    expect(inline).toHaveTextContent('Copy the job description from the posting and paste it below.');
    expect(url).toHaveAttribute('aria-describedby', inline.id);

    closeToasts();
    await wait(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('This page only shows the job posting with JavaScript');

    typeUrl('https://jobs.example.com/43');
    expect(screen.queryByText(/only shows the job posting with JavaScript/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter job details manually')).not.toBeInTheDocument();
    expect(url).not.toHaveAttribute('aria-describedby');
  });
});
