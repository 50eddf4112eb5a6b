import { API, type AuthUser } from '@coverletter/contracts';
import { configureApiClient, createLocalStorageSessionStore, createMemorySessionStore, dismissToast, Toaster } from '@coverletter/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router';
import { anna } from '../../test/people';
import { mockFetch, renderPage } from '../../test/test-utils';
import { LandingPage } from './LandingPage';

const SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

const user = (overrides: Partial<AuthUser> = {}): AuthUser => ({ ...anna, ...overrides });

function accountNav() {
  return screen.getByRole('navigation', { name: 'Account' });
}

const SIGNED_OUT = { [API.authSession]: { body: { user: null } } };

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  act(() => dismissToast());
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** Shows the current address, so a test can see a parameter leave it. */
function AddressProbe() {
  const location = useLocation();
  return (
    <output data-testid="address" data-navigation={useNavigationType()}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** A guest session as the web app keeps it (main.tsx): in local storage. */
function storeGuestSession(sessionId = SESSION_ID) {
  window.localStorage.setItem('sessionId', sessionId);
  configureApiClient({ sessionStore: createLocalStorageSessionStore() });
}

/** jsdom cannot navigate: the click still runs the link's own handler. */
function follow(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
}

describe('anonymous visitor', () => {
  test('without a session: a sign-in link and a create button that opens the guest generator', async () => {
    const fetchMock = mockFetch({ [API.authSession]: { body: { user: null } } });
    renderPage(<LandingPage />);

    const nav = accountNav();
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(within(nav).getByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: /Create your free cover letter/ })).toHaveAttribute('href', '/app');
    const calledPaths = fetchMock.mock.calls.map(([path]) => String(path));
    expect(calledPaths).not.toContain(API.sessionStatus);
    expect(calledPaths).not.toContain(API.adminCheck);
  });

  test("with a result already made: 'sign in to create more' goes to login carrying the guest session, kept for migration", async () => {
    storeGuestSession();
    const fetchMock = mockFetch({
      ...SIGNED_OUT,
      [API.sessionStatus]: { body: { sessionId: SESSION_ID, hasCV: true, hasJobInfo: true, hasResult: true } },
    });
    renderPage(<LandingPage />);

    const headerButton = await within(accountNav()).findByRole('link', { name: 'sign in to create more' });
    const carryingSession = `/api/login?sessionId=${SESSION_ID}`;
    expect(headerButton).toHaveAttribute('href', carryingSession);
    for (const link of screen.getAllByRole('link', { name: /sign in to create more/ })) {
      expect(link).toHaveAttribute('href', carryingSession);
    }
    expect(screen.queryByRole('link', { name: /Create your free cover letter/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === API.authSession)).toHaveLength(1);

    follow(headerButton);
    expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBe(SESSION_ID);
  });

  test("the header's Sign In carries the guest session too, and keeps it as the pending migration id", async () => {
    storeGuestSession();
    mockFetch({ ...SIGNED_OUT, [API.sessionStatus]: { body: { sessionId: SESSION_ID, hasCV: true, hasJobInfo: false, hasResult: false } } });
    renderPage(<LandingPage />);

    const signIn = await within(accountNav()).findByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', `/api/login?sessionId=${SESSION_ID}`);
    expect(within(accountNav()).getByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/app');
    follow(signIn);
    expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBe(SESSION_ID);
  });

  test('a failing session status counts as no result', async () => {
    configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) });
    mockFetch({ [API.sessionStatus]: { status: 404, body: { message: 'Session not found' } } });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/app');
  });
});

describe('returning from a failed sign-in (/?signIn=failed)', () => {
  test.each([
    ['en', 'Sign-in failed', 'Please try again.'],
    ['sv', 'Inloggningen misslyckades', 'Försök igen.'],
  ])('%s: says so in a toast and removes the parameter, replacing the entry', async (locale, title, description) => {
    window.localStorage.setItem('locale', locale);
    mockFetch(SIGNED_OUT);
    renderPage(
      <>
        <LandingPage />
        <AddressProbe />
        <Toaster />
      </>,
      { route: '/?signIn=failed&utm=mail' },
    );

    const toastList = await screen.findByRole('region', { name: /F8/ });
    expect(await within(toastList).findByText(title)).toBeInTheDocument();
    expect(within(toastList).getByText(description)).toBeInTheDocument();
    const address = screen.getByTestId('address');
    await waitFor(() => expect(address).toHaveTextContent(/^\/\?utm=mail$/));
    expect(address).toHaveAttribute('data-navigation', 'REPLACE');
  });

  test('no toast without the parameter', async () => {
    const fetchMock = mockFetch(SIGNED_OUT);
    renderPage(
      <>
        <LandingPage />
        <Toaster />
      </>,
    );

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await within(accountNav()).findByRole('link', { name: 'Sign In' });
    expect(screen.queryByText('Sign-in failed')).not.toBeInTheDocument();
  });
});

describe('signed-in user', () => {
  test('is greeted by first name and gets Dashboard and Create Cover Letter links', async () => {
    mockFetch({ [API.authSession]: { body: { user: user() } }, [API.adminCheck]: { status: 403, body: { message: 'Forbidden' } } });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByText('Anna')).toBeInTheDocument();
    const nav = accountNav();
    expect(nav).toHaveTextContent('Hi, Anna');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/dashboard?tab=create');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  test("without a first name is greeted by the e-mail address's local part", async () => {
    mockFetch({ [API.authSession]: { body: { user: user({ firstName: null, email: 'jane.doe@example.com' }) } } });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByText('jane.doe')).toBeInTheDocument();
    expect(accountNav()).toHaveTextContent('Hi, jane.doe');
  });

  test('sees the admin link only when the server says they are an admin', async () => {
    mockFetch({
      [API.authSession]: { body: { user: user() } },
      [API.adminCheck]: { body: { authenticated: true, isAdmin: true, user: { email: 'anna.lind@example.com', profileImageUrl: '' } } },
    });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  test('a signed-in user who is not an admin sees no admin link', async () => {
    mockFetch({
      [API.authSession]: { body: { user: user() } },
      [API.adminCheck]: { body: { authenticated: true, isAdmin: false, user: { email: 'anna.lind@example.com', profileImageUrl: '' } } },
    });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByText('Dashboard')).toBeInTheDocument();
    expect(within(accountNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

it('has one outline: an h1, then levels that never skip one (Lighthouse and axe heading-order)', async () => {
  mockFetch(SIGNED_OUT);
  const { container } = renderPage(<LandingPage />);
  await screen.findByRole('heading', { level: 1 });
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1] + 1));
});
