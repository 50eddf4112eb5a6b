import { API, type GenerationResult } from '@coverletter/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '../api/request';
import { createMemorySessionStore } from '../api/session-store';
import { GeneratorWorkspace } from './GeneratorWorkspace';
import { deferred, eventStream, fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE, type FakeAnswer } from '../test-support/fake-api';
import { closeToasts, renderGenerator } from './test-support/render-generator';
import { allowRadixSelect, chooseOption } from '../letter-options/test-support/choose-option';

const GENERATE = `POST ${API.generate}`;
const RESULT = `GET ${API.result}`;

const letter: GenerationResult = {
  coverLetter: 'Dear Hiring Manager,\n\nI would love to join Acme.',
  compatibilityScore: 8,
  matchingSkills: ['React'],
  missingSkills: [],
  companyName: 'Acme',
  jobTitle: 'Frontend Engineer',
};

function generateButton() {
  return screen.getByRole('button', { name: /Generate Cover Letter|Generating/ });
}

/** The status answer enables the button. */
async function waitUntilGenerateIsEnabled() {
  await waitFor(() => expect(generateButton()).toBeEnabled());
}

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) }));
afterEach(closeToasts);

test.each([
  [{ hasCV: false, hasJobInfo: true }, 'Upload your CV first'],
  [{ hasCV: true, hasJobInfo: false }, 'Add job details'],
])('with status %o the Generate button is held back with the hint %p', async (status, hint) => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(status) });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);

  expect(await screen.findByText(hint)).toBeInTheDocument();
  expect(generateButton()).toBeDisabled();
  expect(generateButton()).toHaveAccessibleDescription(hint);
  expect(screen.getByText('Pro Tips')).toBeInTheDocument();
  expect(api.requests(GENERATE)).toHaveLength(0);
});

test('generating: Generating... and the progress, then the result, and sign-in takes the button’s place', async () => {
  let hasResult = false;
  const answer = deferred<FakeAnswer>();
  const api = fakeApi({
    [STATUS_ROUTE]: () => sessionStatus({ hasCV: true, hasJobInfo: true, hasResult }),
    [GENERATE]: () => answer.promise,
    [RESULT]: { body: letter },
  });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);
  await waitUntilGenerateIsEnabled();

  fireEvent.click(generateButton());

  expect(await screen.findByText('Generating...')).toBeInTheDocument();
  expect(generateButton()).toBeDisabled();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Reading the job posting…');
  expect(api.requests(GENERATE)[0].body).toEqual({ length: 'standard', tone: 'formal', language: 'auto' });
  expect(api.requests(GENERATE)[0].headers.get('Accept')).toBe('text/event-stream, application/json');

  hasResult = true;
  await act(async () => answer.resolve({ body: letter }));
  expect(await screen.findByText('80%')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In to Generate More Cover Letters' })).toHaveAttribute('href', '/api/login');
  expect(screen.queryByRole('button', { name: 'Generate Cover Letter' })).not.toBeInTheDocument();
  expect(api.requests(STATUS_ROUTE).length).toBeGreaterThan(1);
});

test.each<[string, FakeAnswer]>([
  ['a 402', { status: 402, body: { statusCode: 402, error: 'Payment required', message: 'Payment required', data: { coverLetterCount: 1 } } }],
  ['a Payment required error', { status: 403, body: { error: 'Payment required', message: 'Payment required' } }],
])('%s shows the sign-in-to-unlock message with a sign-in link', async (_case, refusal) => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true }), [GENERATE]: refusal });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);
  await waitUntilGenerateIsEnabled();

  fireEvent.click(generateButton());

  expect(await screen.findByText('Sign in to unlock more cover letters')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  expect(screen.queryByText('Generation failed')).not.toBeInTheDocument();
});

test("any other failure without a reason code is a 'Generation failed' toast with the server's message", async () => {
  fakeApi({
    [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true }),
    [GENERATE]: { status: 502, body: { statusCode: 502, error: 'Generation failed', message: 'The AI service did not answer. Please try again.' } },
  });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);
  await waitUntilGenerateIsEnabled();

  fireEvent.click(generateButton());

  expect(await screen.findByText('Generation failed')).toBeInTheDocument();
  expect(screen.getByText('The AI service did not answer. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('Sign in to unlock more cover letters')).not.toBeInTheDocument();
  expect(generateButton()).toBeEnabled();
});

describe("'Generation failed' says why in the UI's language", () => {
  const SERVER_SENTENCE = 'The writing service took too long to answer. Please try again. This attempt was not counted, so nothing was used up.';

  async function generateAndFail(answer: FakeAnswer, locale: 'en' | 'sv') {
    fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true }), [GENERATE]: answer });
    renderGenerator(<GeneratorWorkspace loginHref="/api/login" />, { locale });
    const button = () => screen.getByRole('button', { name: locale === 'sv' ? 'Skapa personligt brev' : 'Generate Cover Letter' });
    await waitFor(() => expect(button()).toBeEnabled());
    fireEvent.click(button());
  }

  test.each<[number, string, string, string]>([
    [503, 'timeout', SERVER_SENTENCE, 'Skrivtjänsten svarade inte i tid. Försök igen. Försöket räknas inte, så inget har förbrukats.'],
    [
      503,
      'unavailable',
      'The writing service is unavailable right now. Please try again in a moment. This attempt was not counted, so nothing was used up.',
      'Skrivtjänsten är inte tillgänglig just nu. Försök igen om en liten stund. Försöket räknas inte, så inget har förbrukats.',
    ],
    [
      502,
      'malformed',
      'The writing service returned an answer we could not use. Please try again. This attempt was not counted, so nothing was used up.',
      'Skrivtjänsten gav ett svar som vi inte kunde använda. Försök igen. Försöket räknas inte, så inget har förbrukats.',
    ],
    [
      502,
      'rejected',
      'The writing service refused the request. Please try again later. This attempt was not counted, so nothing was used up.',
      'Skrivtjänsten avvisade förfrågan. Försök igen senare. Försöket räknas inte, så inget har förbrukats.',
    ],
    [
      409,
      'in-progress',
      'Your cover letter is already being written. Wait a moment, then check the result.',
      'Ditt personliga brev håller redan på att skrivas. Vänta en stund och titta sedan på resultatet.',
    ],
    [
      429,
      'regeneration-limit',
      'You have regenerated this cover letter 3 times, the most allowed. Sign in to create more cover letters.',
      'Du har skapat om det här brevet 3 gånger, vilket är max. Logga in för att skapa fler personliga brev.',
    ],
  ])('%i %s', async (status, reason, english, swedish) => {
    const answer = { status, body: { statusCode: status, error: 'Generation failed', message: 'An English sentence from the server.', data: { reason } } };

    await generateAndFail(answer, 'en');
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText(english)).toBeInTheDocument();
    closeToasts();
    cleanup();

    await generateAndFail(answer, 'sv');
    expect(await screen.findByText('Det gick inte att skapa brevet')).toBeInTheDocument();
    expect(screen.getByText(swedish)).toBeInTheDocument();
    expect(screen.queryByText('An English sentence from the server.')).not.toBeInTheDocument();
  });

  test("a reason this build does not know shows the server's sentence", async () => {
    await generateAndFail({ status: 503, body: { statusCode: 503, error: 'Generation failed', message: SERVER_SENTENCE, data: { reason: 'quota' } } }, 'sv');
    expect(await screen.findByText('Det gick inte att skapa brevet')).toBeInTheDocument();
    expect(screen.getByText(SERVER_SENTENCE)).toBeInTheDocument();
  });
});

test('a result that cannot be loaded says why in the UI language', async () => {
  fakeApi({
    [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true, hasResult: true }),
    [RESULT]: {
      status: 404,
      body: {
        statusCode: 404,
        error: 'No cover letter yet',
        message: 'This session has no cover letter yet. Generate one first.',
        data: { reason: 'no-result' },
      },
    },
  });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />, { locale: 'sv' });

  expect(await screen.findByRole('alert')).toHaveTextContent('Den här sessionen har inget personligt brev än. Skapa ett först.');
});

test('a session that already has a result shows it', async () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true, hasResult: true }), [RESULT]: { body: letter } });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);

  expect(await screen.findByText('Your Cover Letter')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In to Generate More Cover Letters' })).toBeInTheDocument();
});

test('shows each step the server pushes, and the letter only when the checked result arrives', async () => {
  let hasResult = false;
  const stream = eventStream();
  fakeApi({
    [STATUS_ROUTE]: () => sessionStatus({ hasCV: true, hasJobInfo: true, hasResult }),
    [GENERATE]: stream.answer,
    [RESULT]: { body: letter },
  });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);
  await waitUntilGenerateIsEnabled();

  fireEvent.click(generateButton());
  const step = () => screen.getByText(/…$/, { selector: '[role="status"]' });
  await act(async () => stream.phase('reading'));
  expect(step()).toHaveTextContent('Reading the job posting…');
  await act(async () => stream.phase('matching'));
  await act(async () => stream.phase('writing'));
  await waitFor(() => expect(step()).toHaveTextContent('Writing your cover letter…'));
  expect(screen.getByText(/seconds?$/)).toBeInTheDocument();
  await act(async () => stream.phase('checking'));
  await waitFor(() => expect(step()).toHaveTextContent('Checking the letter…'));
  expect(screen.queryByText('80%')).not.toBeInTheDocument();

  hasResult = true;
  await act(async () => {
    stream.result(letter);
    stream.end();
  });
  expect(await screen.findByText('80%')).toBeInTheDocument();
  expect(screen.queryByText('Checking the letter…')).not.toBeInTheDocument();
});

describe('the letter options (issue 13)', () => {
  beforeAll(allowRadixSelect);

  test('the length, tone and language chosen before Generate are sent with it', async () => {
    const api = fakeApi({
      [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true }),
      [GENERATE]: { body: { ...letter, length: 'short', tone: 'formal', language: 'sv' } },
    });
    renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);
    await waitUntilGenerateIsEnabled();
    await chooseOption('Length', 'Short');
    await chooseOption('Language of the letter', 'Swedish');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language of the letter' })).toHaveTextContent('Swedish'));
    fireEvent.click(generateButton());
    await waitFor(() => expect(api.requests(GENERATE)).toHaveLength(1));
    expect(api.requests(GENERATE)[0].body).toEqual({ length: 'short', tone: 'formal', language: 'sv' });
  });

  test("Regenerate writes with the letter's own choices, shown beside it, and a copy records the letter's use", async () => {
    const written = { ...letter, length: 'long', tone: 'warm', language: 'en' } as const;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const api = fakeApi({
      [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true, hasResult: true }),
      [RESULT]: { body: written },
      [GENERATE]: { body: written },
      [`POST ${API.resultUses}`]: { body: { success: true } },
    });
    renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);
    expect(await screen.findByText('Your Cover Letter')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveTextContent('Long');
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Warm');
    expect(screen.getByRole('combobox', { name: 'Language of the letter' })).toHaveTextContent('English');

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(api.requests(GENERATE)).toHaveLength(1));
    expect(api.requests(GENERATE)[0].body).toEqual({ length: 'long', tone: 'warm', language: 'en' });

    fireEvent.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(api.requests(`POST ${API.resultUses}`)).toHaveLength(1));
  });
});
