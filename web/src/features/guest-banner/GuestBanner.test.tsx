import { API } from '@coverletter/contracts';
import { configureApiClient, createLocalStorageSessionStore, useSessionStatus } from '@coverletter/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderPage } from '../../test/test-utils';
import { anna, GUEST_SESSION_ID } from '../dashboard/test-support/fixtures';
import { GuestBanner } from './GuestBanner';

const SIGNED_OUT = { [API.authSession]: { body: { user: null } } };
const TEXT = 'Save your cover letters - Sign in to save and access your cover letters anytime';

/** As main.tsx configures it: the guest session id lives in local storage. */
beforeEach(() => configureApiClient({ sessionStore: createLocalStorageSessionStore() }));
afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

async function findSignIn() {
  const banner = await screen.findByRole('complementary', { name: 'Save your cover letters' });
  expect(banner).toHaveTextContent(TEXT);
  return screen.getByRole('link', { name: 'Sign In' });
}

test('a visitor with a guest session signs in carrying it, kept as the pending migration id', async () => {
  window.localStorage.setItem('sessionId', GUEST_SESSION_ID);
  mockFetch(SIGNED_OUT);
  renderPage(<GuestBanner pathname="/app" />);

  const signIn = await findSignIn();
  expect(signIn).toHaveAttribute('href', `/api/login?sessionId=${GUEST_SESSION_ID}`);
  signIn.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
  fireEvent.click(signIn);
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBe(GUEST_SESSION_ID);
});

test('a session id in session storage counts too', async () => {
  window.sessionStorage.setItem('sessionId', GUEST_SESSION_ID);
  mockFetch(SIGNED_OUT);
  renderPage(<GuestBanner pathname="/" />);

  expect(await findSignIn()).toHaveAttribute('href', `/api/login?sessionId=${GUEST_SESSION_ID}`);
});

/** What /app does on arrival: starts a guest session through the session status query. */
function GuestSessionStarter() {
  useSessionStatus();
  return null;
}

test('a guest session started after the banner appeared updates the link itself, so a new tab carries it too', async () => {
  let releaseSession!: () => void;
  mockFetch({
    ...SIGNED_OUT,
    [API.sessionInit]: () => new Promise((resolve) => (releaseSession = () => resolve({ status: 201, body: { sessionId: GUEST_SESSION_ID } }))),
  });
  renderPage(
    <>
      <GuestBanner pathname="/app" />
      <GuestSessionStarter />
    </>,
  );

  const signIn = await findSignIn();
  expect(signIn).toHaveAttribute('href', '/api/login');
  await waitFor(() => expect(releaseSession).toBeDefined());
  releaseSession();
  await waitFor(() => expect(signIn).toHaveAttribute('href', `/api/login?sessionId=${GUEST_SESSION_ID}`));
  signIn.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(signIn);
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBe(GUEST_SESSION_ID);
});

test('a guest session stored by another tab updates the link', async () => {
  mockFetch(SIGNED_OUT);
  renderPage(<GuestBanner pathname="/" />);

  const signIn = await findSignIn();
  expect(signIn).toHaveAttribute('href', '/api/login');
  window.localStorage.setItem('sessionId', GUEST_SESSION_ID);
  fireEvent(window, new StorageEvent('storage', { key: 'sessionId', newValue: GUEST_SESSION_ID }));
  expect(signIn).toHaveAttribute('href', `/api/login?sessionId=${GUEST_SESSION_ID}`);
});

test('without a session id it is plain sign-in and nothing is kept', async () => {
  mockFetch(SIGNED_OUT);
  renderPage(<GuestBanner pathname="/" />);

  const signIn = await findSignIn();
  expect(signIn).toHaveAttribute('href', '/api/login');
  signIn.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(signIn);
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBeNull();
});

test('dismissing hides it for the rest of the browser session', async () => {
  mockFetch(SIGNED_OUT);
  const { unmount } = renderPage(<GuestBanner pathname="/" />);

  await findSignIn();
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  unmount();

  renderPage(<GuestBanner pathname="/terms" />);
  await screen.findByText('Sign In', {}, { timeout: 50 }).catch(() => undefined);
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test.each(['/admin', '/admin/settings', '/payment/success', '/payment/debug', '/payment/mock', '/no-such-page'])(
  'is shown on %s too: all pages',
  async (pathname) => {
    mockFetch(SIGNED_OUT);
    renderPage(<GuestBanner pathname={pathname} />);

    expect(await screen.findByRole('complementary', { name: 'Save your cover letters' })).toBeInTheDocument();
  },
);

test('is not shown on the admin sign-in page, which is one sign-in button', async () => {
  const pathname = '/admin/login';
  const fetchMock = mockFetch(SIGNED_OUT);
  renderPage(<GuestBanner pathname={pathname} />);

  await screen.findByText('never', {}, { timeout: 50 }).catch(() => undefined);
  expect(fetchMock).toHaveBeenCalled();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test('signed-in users never see it', async () => {
  const fetchMock = mockFetch({ [API.authSession]: { body: { user: anna } } });
  renderPage(<GuestBanner pathname="/" />);

  await screen.findByText('never', {}, { timeout: 50 }).catch(() => undefined);
  expect(fetchMock).toHaveBeenCalled();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});
