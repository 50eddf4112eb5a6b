import { API, type AuthUser } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../test/test-utils';
import { LandingPage } from './LandingPage';

const SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

const user = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Lind',
  email: 'anna.lind@example.com',
  profileImageUrl: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function accountNav() {
  return screen.getByRole('navigation', { name: 'Account' });
}

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => window.localStorage.clear());

describe('anonymous visitor', () => {
  test('without a session: a sign-in link and a create button that opens the guest generator', async () => {
    const fetchMock = mockFetch({ [API.authUser]: { status: 401, body: { message: 'Unauthorized' } } });
    renderPage(<LandingPage />);

    const nav = accountNav();
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(within(nav).getByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: /Create your free cover letter/ })).toHaveAttribute('href', '/app');
    const calledPaths = fetchMock.mock.calls.map(([path]) => String(path));
    expect(calledPaths).not.toContain(API.sessionStatus);
    expect(calledPaths).not.toContain(API.adminCheck);
  });

  // /api/auth/user answers 404 here, as it does until the auth module lands.
  test("with a result already made: the create button reads 'sign in to create more' and goes to login", async () => {
    configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) });
    const fetchMock = mockFetch({
      [API.sessionStatus]: { body: { sessionId: SESSION_ID, hasCV: true, hasJobInfo: true, hasResult: true } },
    });
    renderPage(<LandingPage />);

    const headerButton = await within(accountNav()).findByRole('link', { name: 'sign in to create more' });
    expect(headerButton).toHaveAttribute('href', '/api/login');
    for (const link of screen.getAllByRole('link', { name: /sign in to create more/ })) {
      expect(link).toHaveAttribute('href', '/api/login');
    }
    expect(screen.queryByRole('link', { name: /Create your free cover letter/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === API.authUser)).toHaveLength(1);
  });

  test('a failing session status counts as no result', async () => {
    configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) });
    mockFetch({ [API.sessionStatus]: { status: 404, body: { message: 'Session not found' } } });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByRole('link', { name: 'Create Cover Letter' })).toHaveAttribute('href', '/app');
  });
});

describe('signed-in user', () => {
  test('is greeted by first name and gets Dashboard and Create Cover Letter links', async () => {
    mockFetch({ [API.authUser]: { body: user() }, [API.adminCheck]: { status: 403, body: { message: 'Forbidden' } } });
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
    mockFetch({ [API.authUser]: { body: user({ firstName: null, email: 'jane.doe@example.com' }) } });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByText('jane.doe')).toBeInTheDocument();
    expect(accountNav()).toHaveTextContent('Hi, jane.doe');
  });

  test('sees the admin link only when the server says they are an admin', async () => {
    mockFetch({
      [API.authUser]: { body: user() },
      [API.adminCheck]: { body: { authenticated: true, isAdmin: true, user: { email: 'anna.lind@example.com', profileImageUrl: '' } } },
    });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  test('a signed-in user who is not an admin sees no admin link', async () => {
    mockFetch({
      [API.authUser]: { body: user() },
      [API.adminCheck]: { body: { authenticated: true, isAdmin: false, user: { email: 'anna.lind@example.com', profileImageUrl: '' } } },
    });
    renderPage(<LandingPage />);

    expect(await within(accountNav()).findByText('Dashboard')).toBeInTheDocument();
    expect(within(accountNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
