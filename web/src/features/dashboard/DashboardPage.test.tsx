import { API } from '@coverletter/contracts';
import { configureApiClient, createLocalStorageSessionStore, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, fakeApi } from '../../test/test-utils';
import { GUEST_SESSION_ID, LINKEDIN, letter, savedCv, signedInRoutes } from './test-support/fixtures';
import { closeToasts, renderDashboard } from './test-support/render-dashboard';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  closeToasts();
  window.sessionStorage.clear();
});

function tile(label: string) {
  const tiles = within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem');
  const found = tiles.find((item) => item.textContent?.startsWith(label));
  if (!found) throw new Error(`No stat tile ${label}`);
  return found;
}

/** Radix Themes repeats a tab's label in a hidden span, so tabs are told apart by their text's start. */
function selectedTab() {
  return screen.getByRole('tab', { selected: true });
}

describe('sign-in gate', () => {
  test("a visitor who is not signed in sees 'Sign In Required' and a sign-in button", async () => {
    const api = fakeApi({ [`GET ${API.authSession}`]: { body: { user: null } } });
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(api.requests(`GET ${API.coverLetters}`)).toHaveLength(0);
  });

  test("a guest's sign-in carries the guest session, kept as the pending migration id", async () => {
    window.localStorage.setItem('sessionId', GUEST_SESSION_ID);
    configureApiClient({ sessionStore: createLocalStorageSessionStore() });
    fakeApi({ [`GET ${API.authSession}`]: { body: { user: null } } });
    renderDashboard();

    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', `/api/login?sessionId=${GUEST_SESSION_ID}`);
    signIn.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(signIn);
    expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBe(GUEST_SESSION_ID);
    window.localStorage.clear();
  });

  test('shows skeletons while the sign-in state loads', async () => {
    const answer = deferred<{ body: { user: null } }>();
    fakeApi({ [`GET ${API.authSession}`]: () => answer.promise });
    renderDashboard();

    expect(screen.getByRole('status', { name: 'Loading your dashboard...' })).toBeInTheDocument();
    answer.resolve({ body: { user: null } });
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
  });
});

describe('signed in', () => {
  test('greets the user; the header has New Cover Letter and Sign Out, and no Admin link for others', async () => {
    fakeApi(signedInRoutes());
    renderDashboard();

    // True on the first visit as on any later one.
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard actions' });
    expect(within(nav).getByRole('button', { name: '+ New Cover Letter' })).toBeInTheDocument();
    const signOut = within(nav).getByRole('button', { name: 'Sign Out' });
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')).toHaveAttribute('action', '/api/logout');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  test('the Admin link shows when the admin check says the user is an admin', async () => {
    fakeApi({
      ...signedInRoutes(),
      [`GET ${API.adminCheck}`]: { body: { authenticated: true, isAdmin: true, user: { email: 'anna.lind@example.com', profileImageUrl: '' } } },
    });
    renderDashboard();

    const nav = await screen.findByRole('navigation', { name: 'Dashboard actions' });
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  test('stat tiles: letters, CVs, LinkedIn connected, and the average score rounded', async () => {
    fakeApi(
      signedInRoutes({
        letters: [letter({ id: 'a', compatibilityScore: 7 }), letter({ id: 'b', compatibilityScore: 8 }), letter({ id: 'c', compatibilityScore: 8 })],
        cvs: [savedCv({ id: 'x' }), savedCv({ id: 'y', isDefault: false })],
        linkedin: LINKEDIN,
      }),
    );
    renderDashboard();

    expect(await screen.findByText('8/10')).toBeInTheDocument();
    expect(tile('Cover Letters')).toHaveTextContent('Cover Letters3');
    expect(tile('Saved CVs')).toHaveTextContent('Saved CVs2');
    expect(within(tile('LinkedIn')).getByRole('img', { name: 'Connected' })).toBeInTheDocument();
    expect(tile('Average Score')).toHaveTextContent('Average Score8/10');
  });

  test('stat tiles show a dash for no LinkedIn profile and no average without letters', async () => {
    fakeApi(signedInRoutes({ letters: [], cvs: [] }));
    renderDashboard();

    expect(await screen.findByRole('img', { name: 'Not connected' })).toHaveTextContent('–');
    expect(within(tile('Average Score')).getByRole('img', { name: 'None yet' })).toHaveTextContent('–');
    expect(tile('Cover Letters')).toHaveTextContent('Cover Letters0');
  });

  test('the tab parameter selects its tab and then leaves the address, replacing the entry', async () => {
    fakeApi(signedInRoutes());
    renderDashboard('/dashboard?tab=cvs&ref=mail');

    expect(await screen.findByRole('heading', { name: 'Your CVs' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent(/^CVs/);
    const address = screen.getByTestId('address');
    await waitFor(() => expect(address).toHaveTextContent(/^\/dashboard\?ref=mail$/));
    expect(address).toHaveAttribute('data-navigation', 'REPLACE');
  });

  test('an unknown tab value keeps the overview', async () => {
    fakeApi(signedInRoutes());
    renderDashboard('/dashboard?tab=settings');

    expect(await screen.findByText('No cover letters yet')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent(/^Overview/);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/dashboard$/));
  });

  test('+ New Cover Letter opens the create tab', async () => {
    fakeApi(signedInRoutes());
    renderDashboard();

    fireEvent.click(await screen.findByRole('button', { name: '+ New Cover Letter' }));
    expect(await screen.findByRole('heading', { name: 'Create a Cover Letter' })).toBeInTheDocument();
  });
});

test('a list that fails to load says so and can be fetched again', async () => {
  let fail = true;
  fakeApi({
    ...signedInRoutes(),
    [`GET ${API.coverLetters}`]: () =>
      fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' } } : { body: [letter()] },
  });
  renderDashboard();

  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this section Something went wrong");
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Letter for Acme' })).toBeInTheDocument();
});

describe('signing out', () => {
  test('posts the sign-out form and forgets the guest session id and any pending migration', async () => {
    const store = createMemorySessionStore(GUEST_SESSION_ID);
    configureApiClient({ sessionStore: store });
    window.sessionStorage.setItem('pendingCarryOverSessionId', GUEST_SESSION_ID);
    fakeApi(signedInRoutes());
    renderDashboard();
    const nav = await screen.findByRole('navigation', { name: 'Dashboard actions' });
    const form = within(nav).getByRole('button', { name: 'Sign Out' }).closest('form')!;
    // jsdom does not navigate; the submit handler runs as in a browser.
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(form);
    expect(store.get()).toBeNull();
    expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBeNull();
  });
});
