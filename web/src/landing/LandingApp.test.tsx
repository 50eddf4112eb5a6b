import { API } from '@coverletter/contracts';
import { configureApiClient, createLocalStorageSessionStore, createMemorySessionStore, dismissToast, loadLocale } from '@coverletter/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anna } from '../test/people';
import { mockFetch, SESSION_ID } from '../test/test-utils';
import { LandingApp } from './LandingApp';

/**
 * The prerendered landing's own app (landing-main.tsx): the same page as the app's `/`
 * (features/landing/LandingPage.test.tsx), with plain links and plain fetches.
 */
const SIGNED_OUT = { [API.authSession]: { body: { user: null } } };
const USER = anna;

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

beforeAll(() => loadLocale('en'));
beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  act(() => dismissToast());
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('a visitor: sign-in and create links as plain navigations, the price, the guest banner; no session or admin check', async () => {
  const fetchMock = mockFetch({ ...SIGNED_OUT, [API.paymentConfig]: { body: { displayText: '€5' } } });
  render(<LandingApp locale="en" />);

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A cover letter written for the job you want');
  expect(await within(accountNav()).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  expect(within(accountNav()).getByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/app');
  expect(await screen.findByText('€5')).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Save your cover letters' })).toBeInTheDocument();
  const footer = screen.getByRole('navigation', { name: 'Legal and contact' });
  expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  const paths = fetchMock.mock.calls.map(([path]) => String(path));
  expect(paths).not.toContain(API.sessionStatus);
  expect(paths).not.toContain(API.adminCheck);
});

test("a guest with a letter made: 'sign in to create more' carries the session and keeps it for the carry-over", async () => {
  window.localStorage.setItem('sessionId', SESSION_ID);
  configureApiClient({ sessionStore: createLocalStorageSessionStore() });
  mockFetch({ ...SIGNED_OUT, [API.sessionStatus]: { body: { sessionId: SESSION_ID, hasCV: true, hasJobInfo: true, hasResult: true } } });
  render(<LandingApp locale="en" />);

  const link = await within(accountNav()).findByRole('link', { name: 'sign in to create more' });
  expect(link).toHaveAttribute('href', `/api/login?sessionId=${SESSION_ID}`);
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBe(SESSION_ID);
});

test('a signed-in admin: greeting, Dashboard, Admin and the create tab; no guest banner; the fallback price when the config fails', async () => {
  mockFetch({
    [API.authSession]: { body: { user: USER } },
    [API.adminCheck]: { body: { authenticated: true, isAdmin: true, user: { email: USER.email, profileImageUrl: '' } } },
    [API.paymentConfig]: { status: 500, body: { message: 'boom' } },
  });
  render(<LandingApp locale="en" />);

  expect(await within(accountNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  expect(accountNav()).toHaveTextContent('Hi, Anna');
  expect(within(accountNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(within(accountNav()).getByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/dashboard?tab=create');
  expect(await screen.findByText('₴60 (~$2 USD)')).toBeInTheDocument();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test('/?signIn=failed: a toast says so, and the parameter leaves the address without a new history entry', async () => {
  window.history.replaceState(null, '', '/?signIn=failed&utm=mail');
  const length = window.history.length;
  mockFetch(SIGNED_OUT);
  render(<LandingApp locale="en" />);

  expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
  expect(window.location.search).toBe('?utm=mail');
  expect(window.history.length).toBe(length);
});

test('speaks Swedish with the Swedish messages alone, none missing', async () => {
  const errors = jest.spyOn(console, 'error');
  await loadLocale('sv');
  mockFetch(SIGNED_OUT);
  render(<LandingApp locale="sv" />);

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ett personligt brev skrivet för jobbet du vill ha');
  await within(screen.getByRole('navigation', { name: 'Konto' })).findByRole('link', { name: 'Logga in' });
  await waitFor(() => expect(screen.getByRole('complementary')).toBeInTheDocument());
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
