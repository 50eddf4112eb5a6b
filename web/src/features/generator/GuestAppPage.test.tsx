import { API, type GenerationResult, type SessionStatus } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore, dismissToast } from '@coverletter/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../test/test-utils';
import { PENDING_CARRY_OVER_KEY } from '../carry-over/pending-carry-over';
import { GuestAppPage } from './GuestAppPage';

const SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

const letter: GenerationResult = {
  coverLetter: 'Dear Hiring Manager,\n\nI would love to join Acme.',
  compatibilityScore: 9,
  matchingSkills: ['React'],
  missingSkills: [],
  companyName: 'Acme',
  jobTitle: 'Frontend Engineer',
};

function status(overrides: Partial<SessionStatus> = {}) {
  return { body: { sessionId: SESSION_ID, hasCV: false, hasJobInfo: false, hasResult: false, ...overrides } };
}

function progressSteps() {
  return within(screen.getByRole('list', { name: 'Your progress' })).getAllByRole('listitem');
}

/** What a screen reader says for a step: its text without the aria-hidden marker. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

const CONGRATS = "You've created your first cover letter!";

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) }));
afterEach(() => {
  act(() => dismissToast());
  window.sessionStorage.clear();
});

test('header: product name home link, Session Active badge and Sign In', async () => {
  mockFetch({ [API.sessionStatus]: status() });
  renderPage(<GuestAppPage />, { route: '/app' });

  const header = within(screen.getByRole('banner'));
  expect(header.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  expect(await header.findByText('Session Active')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Upload your CV' })).toBeInTheDocument();
  expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/api/login?sessionId=${SESSION_ID}`);
});

test.each<[Partial<SessionStatus>, string[]]>([
  [{}, ['1 Upload CV', '2 Job Details', '3 Get Results']],
  [{ hasCV: true }, ['1 Upload CV, done', '2 Job Details', '3 Get Results']],
  [{ hasCV: true, hasJobInfo: true }, ['1 Upload CV, done', '2 Job Details, done', '3 Get Results']],
])('progress for status %o', async (flags, expected) => {
  mockFetch({ [API.sessionStatus]: status(flags) });
  renderPage(<GuestAppPage />, { route: '/app' });

  await screen.findByRole('heading', { name: 'Upload your CV' });
  await waitFor(() => expect(progressSteps().map(spokenText)).toEqual(expected));
  const done = progressSteps().map((step) => step.hasAttribute('data-done'));
  expect(done).toEqual(expected.map((text) => text.endsWith('done')));
});

test('a guest who arrives with a result sees the congratulation card with sign-in, and can open the letter', async () => {
  const fetchMock = mockFetch({ [API.sessionStatus]: status({ hasCV: true, hasJobInfo: true, hasResult: true }), [API.result]: { body: letter } });
  renderPage(<GuestAppPage />, { route: '/app' });

  expect(await screen.findByRole('heading', { name: CONGRATS })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In to Generate More Cover Letters' })).toHaveAttribute('href', `/api/login?sessionId=${SESSION_ID}`);
  expect(screen.queryByRole('heading', { name: 'Upload your CV' })).not.toBeInTheDocument();
  expect(progressSteps().every((step) => step.hasAttribute('data-done'))).toBe(true);
  expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain(API.result);

  fireEvent.click(screen.getByRole('button', { name: 'View your cover letter' }));

  expect(await screen.findByText('90%')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your Cover Letter' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: CONGRATS })).not.toBeInTheDocument();
});

test("following the congratulation card's sign-in link keeps the guest session as the pending migration id", async () => {
  mockFetch({ [API.sessionStatus]: status({ hasCV: true, hasJobInfo: true, hasResult: true }) });
  renderPage(<GuestAppPage />, { route: '/app' });

  const link = await screen.findByRole('link', { name: 'Sign In to Generate More Cover Letters' });
  expect(window.sessionStorage.getItem(PENDING_CARRY_OVER_KEY)).toBeNull();
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(window.sessionStorage.getItem(PENDING_CARRY_OVER_KEY)).toBe(SESSION_ID);
});

test("the generator's sign-in links keep the guest session as the pending migration id", async () => {
  let hasResult = false;
  mockFetch({
    [API.sessionStatus]: () => status({ hasCV: true, hasJobInfo: true, hasResult }),
    [API.generate]: () => {
      hasResult = true;
      return { body: letter };
    },
    [API.result]: { body: letter },
  });
  renderPage(<GuestAppPage />, { route: '/app' });
  const generate = await screen.findByRole('button', { name: 'Generate Cover Letter' });
  await waitFor(() => expect(generate).toBeEnabled());
  fireEvent.click(generate);

  const link = await screen.findByRole('link', { name: 'Sign In to Generate More Cover Letters' });
  expect(link).toHaveAttribute('href', `/api/login?sessionId=${SESSION_ID}`);
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(window.sessionStorage.getItem(PENDING_CARRY_OVER_KEY)).toBe(SESSION_ID);
});

test('the letter made during this visit stays in the generator instead of turning into the card', async () => {
  let hasResult = false;
  mockFetch({
    [API.sessionStatus]: () => status({ hasCV: true, hasJobInfo: true, hasResult }),
    [API.generate]: () => {
      hasResult = true;
      return { body: letter };
    },
    [API.result]: { body: letter },
  });
  renderPage(<GuestAppPage />, { route: '/app' });
  const generate = await screen.findByRole('button', { name: 'Generate Cover Letter' });
  await waitFor(() => expect(generate).toBeEnabled());

  fireEvent.click(generate);

  expect(await screen.findByText('90%')).toBeInTheDocument();
  await waitFor(() => expect(progressSteps()[2]).toHaveAttribute('data-done'));
  expect(screen.queryByRole('heading', { name: CONGRATS })).not.toBeInTheDocument();
});

test("a signed-in user gets the account's generator even when the browser's guest session has a result, and no Sign In", async () => {
  mockFetch({
    [API.authSession]: {
      body: { user: { id: 'u1', firstName: 'Anna', lastName: 'Lind', email: 'anna@example.com', profileImageUrl: '', createdAt: '2025-01-01T00:00:00.000Z' } },
    },
    [API.sessionStatus]: status({ hasResult: true }),
    [API.result]: { body: letter },
    [API.userCvs]: { body: [] },
    [API.userLinkedin]: { body: { linkedinUrl: null, linkedinContent: null, updatedAt: null } },
  });
  renderPage(<GuestAppPage />, { route: '/app' });

  expect(await screen.findByRole('heading', { name: 'Create a Cover Letter' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: CONGRATS })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
});

test('a first visit starts a session', async () => {
  const store = createMemorySessionStore();
  configureApiClient({ sessionStore: store });
  mockFetch({ [API.sessionInit]: { status: 201, body: { sessionId: SESSION_ID } } });
  renderPage(<GuestAppPage />, { route: '/app' });

  expect(await screen.findByRole('heading', { name: 'Upload your CV' })).toBeInTheDocument();
  expect(store.get()).toBe(SESSION_ID);
});

test('a session that cannot be started says so and offers a retry', async () => {
  mockFetch({ [API.sessionStatus]: { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' } } });
  renderPage(<GuestAppPage />, { route: '/app' });

  expect(await screen.findByText("We couldn't start your session")).toBeInTheDocument();
  expect(screen.getByText('Try again shortly.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
