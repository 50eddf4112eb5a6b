import { API, MAX_REGENERATIONS, type SavedCvResponse } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore, createQueryClient, dismissToast, LocaleProvider, Toaster } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, sessionStatus, SESSION_ID, STATUS_ROUTE, type FakeAnswer } from '../../../../libs/ui/src/test-support/fake-api';
import { allowRadixSelect, chooseOption } from '../../../../libs/ui/src/letter-options/test-support/choose-option';
import { extensionCatalogue } from '../../catalogues/extension';
import type { PageReadingState } from '../use-page-reading';
import AccountPanel from './AccountPanel';

// The browser's extension API: only the payment tab and Insert use it, neither of which runs here.
jest.mock('wxt/browser', () => ({ browser: {} }));

const GENERATE = `POST ${API.generateUser}`;
const POSTING = 'Frontend Engineer at Acme. You will build React and TypeScript applications with a small team.';
const SERVER_SENTENCE = 'The AI service did not answer in time. Please try again.';

const savedCv: SavedCvResponse = {
  id: 'cv1',
  filename: 'anna-lind-cv.pdf',
  content: 'Anna Lind, frontend engineer',
  textLength: 2400,
  size: 120_000,
  isDefault: true,
  createdAt: '2025-02-01T10:00:00.000Z',
};

const page: PageReadingState = {
  tabId: 7,
  page: { status: 'idle' },
  settled: true,
  jobPrefill: { id: 'job-1', jobUrl: 'https://jobs.example.com/1', title: 'Frontend Engineer', company: 'Acme', description: POSTING },
  linkedinPrefill: null,
  appliedJob: null,
  offer: null,
  useOffer: () => {},
  dismissOffer: () => {},
  readAgain: () => {},
};

function accountRoutes(generate: FakeAnswer) {
  return {
    [STATUS_ROUTE]: sessionStatus({ hasJobInfo: true }),
    [`POST ${API.jobInfo}`]: sessionStatus({ hasJobInfo: true }),
    [`GET ${API.userCvs}`]: { body: [savedCv] },
    [`GET ${API.userLinkedin}`]: { body: { linkedinUrl: null, linkedinContent: null, updatedAt: null } },
    [`GET ${API.coverLetters}`]: { body: [] },
    [`GET ${API.paymentConfig}`]: { body: { displayText: '₴60 (~$2 USD)' } },
    [GENERATE]: generate,
  };
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider catalogues={[extensionCatalogue]}>
        <Theme>
          <AccountPanel apiUrl="https://cover-letter.example.com" page={page} />
          <Toaster />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

async function generateAndFail(generate: FakeAnswer, locale: 'en' | 'sv' = 'en') {
  window.localStorage.setItem('locale', locale);
  const api = fakeApi(accountRoutes(generate));
  renderPanel();
  const button = await screen.findByRole('button', { name: locale === 'en' ? 'Generate Cover Letter' : 'Skapa personligt brev' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  return api;
}

const failed = (status: number, reason?: string) => ({
  status,
  body: { statusCode: status, error: 'Generation failed', message: SERVER_SENTENCE, ...(reason ? { data: { reason } } : {}) },
});

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) }));
afterEach(() => {
  act(() => dismissToast());
  window.localStorage.removeItem('locale');
});

describe("'Generation failed' says why in the UI's language", () => {
  test('English: the sentence for the code, not the server’s', async () => {
    const api = await generateAndFail(failed(502, 'timeout'));

    const toast = (await screen.findByText('Generation failed')).closest('li') as HTMLElement;
    expect(toast).toHaveTextContent('The writing service took too long to answer. Please try again. This attempt was not counted, so nothing was used up.');
    expect(toast).not.toHaveTextContent(SERVER_SENTENCE);
    expect(api.requests(GENERATE).map((r) => r.body)).toEqual([
      {
        cvId: 'cv1',
        jobDescription: expect.stringContaining(POSTING),
        jobUrl: 'https://jobs.example.com/1',
        useLinkedIn: false,
        length: 'standard',
        tone: 'formal',
        language: 'auto',
      },
    ]);
  });

  test('Swedish: title and sentence in Swedish', async () => {
    await generateAndFail(failed(503, 'unavailable'), 'sv');

    const toast = (await screen.findByText('Det gick inte att skapa brevet')).closest('li') as HTMLElement;
    expect(toast).toHaveTextContent('Skrivtjänsten är inte tillgänglig just nu. Försök igen om en liten stund. Försöket räknas inte, så inget har förbrukats.');
    expect(toast).not.toHaveTextContent(SERVER_SENTENCE);
  });

  test('Swedish: the rewrite limit names the limit', async () => {
    await generateAndFail(failed(429, 'regeneration-limit'), 'sv');
    expect(
      await screen.findByText(`Du har skapat om det här brevet ${MAX_REGENERATIONS} gånger, vilket är max. Logga in för att skapa fler personliga brev.`),
    ).toBeInTheDocument();
  });

  test("without a code, or with one this build does not know, the server's sentence", async () => {
    await generateAndFail(failed(502));
    expect(await screen.findByText(SERVER_SENTENCE)).toBeInTheDocument();
    act(() => dismissToast());

    fireEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByText(SERVER_SENTENCE)).toBeInTheDocument();
  });
});

test("a 402 offers payment for the account's next letter, counted from the answer's data", async () => {
  await generateAndFail({ status: 402, body: { statusCode: 402, error: 'Payment required', message: 'Payment required', data: { coverLetterCount: 4 } } });

  expect(await screen.findByText('Your free cover letter is used')).toBeInTheDocument();
  expect(await screen.findByText('Your 5th cover letter costs ₴60 (~$2 USD).')).toBeInTheDocument();
  expect(screen.queryByText('Generation failed')).not.toBeInTheDocument();
});

test('the letter is written with the length, tone and language chosen in the panel', async () => {
  allowRadixSelect();
  window.localStorage.setItem('locale', 'en');
  const api = fakeApi(accountRoutes(failed(502, 'timeout')));
  renderPanel();
  const button = await screen.findByRole('button', { name: 'Generate Cover Letter' });
  await waitFor(() => expect(button).toBeEnabled());
  await chooseOption('Length', 'Short');
  await chooseOption('Tone', 'Warm');
  await chooseOption('Language of the letter', 'Swedish');
  fireEvent.click(button);
  await waitFor(() => expect(api.requests(GENERATE)).toHaveLength(1));
  expect(api.requests(GENERATE)[0].body).toMatchObject({ length: 'short', tone: 'warm', language: 'sv' });
});
