import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/test-utils';
import { DashboardPage } from '../dashboard/DashboardPage';
import { GUEST_SESSION_ID, letter, signedInRoutes } from '../dashboard/test-support/fixtures';
import { isolateEachTest, renderDashboard, renderWithToaster } from '../dashboard/test-support/render-dashboard';
import { PendingCarryOver } from './PendingCarryOver';

const MIGRATE = `POST ${API.migrateSession}`;

isolateEachTest();

const renderApp = () => renderWithToaster(<PendingCarryOver />);

test('signed in with a pending id: posted once; a migrated letter refreshes the lists and says so', async () => {
  window.sessionStorage.setItem('pendingCarryOverSessionId', GUEST_SESSION_ID);
  let migrated = false;
  const api = fakeApi({
    ...signedInRoutes({ cvs: [] }),
    [`GET ${API.coverLetters}`]: () => ({ body: migrated ? [letter({ companyName: 'Northwind' })] : [] }),
    [MIGRATE]: () => {
      migrated = true;
      return { body: { migratedCoverLetter: true } };
    },
  });
  renderWithToaster(
    <>
      <PendingCarryOver />
      <DashboardPage />
    </>,
    { route: '/dashboard' },
  );

  expect(await screen.findByText('Cover Letter saved!')).toBeInTheDocument();
  expect(screen.getByText('Your cover letter has been saved to your account')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Letter for Northwind' })).toBeInTheDocument();
  expect(api.requests(MIGRATE).map((r) => r.body)).toEqual([{ sessionId: GUEST_SESSION_ID }]);
  expect(api.requests(`GET ${API.userCvs}`)).toHaveLength(2);
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBeNull();
});

test('an answer without a migrated letter clears the pending id quietly', async () => {
  window.sessionStorage.setItem('pendingCarryOverSessionId', GUEST_SESSION_ID);
  const api = fakeApi({ ...signedInRoutes(), [MIGRATE]: { body: { migratedCoverLetter: false } } });
  renderApp();

  await waitFor(() => expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBeNull());
  expect(api.requests(MIGRATE)).toHaveLength(1);
  expect(screen.queryByText('Cover Letter saved!')).not.toBeInTheDocument();
  expect(screen.queryByText('Migration failed')).not.toBeInTheDocument();
});

test("a failure says 'Migration failed' and the pending id is cleared all the same", async () => {
  window.sessionStorage.setItem('pendingCarryOverSessionId', GUEST_SESSION_ID);
  const api = fakeApi({ ...signedInRoutes(), [MIGRATE]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Session not found' } } });
  renderApp();

  expect(await screen.findByText('Migration failed')).toBeInTheDocument();
  expect(screen.getByText('Unable to save your data to your account')).toBeInTheDocument();
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBeNull();
  expect(api.requests(MIGRATE)).toHaveLength(1);
});

test('nothing is posted without a pending id, or before sign-in', async () => {
  const signedIn = fakeApi(signedInRoutes());
  const { unmount } = renderApp();
  await waitFor(() => expect(signedIn.requests(`GET ${API.authSession}`)).toHaveLength(1));
  expect(signedIn.requests(MIGRATE)).toHaveLength(0);
  unmount();

  window.sessionStorage.setItem('pendingCarryOverSessionId', GUEST_SESSION_ID);
  const signedOut = fakeApi({ [`GET ${API.authSession}`]: { body: { user: null } } });
  renderApp();
  await waitFor(() => expect(signedOut.requests(`GET ${API.authSession}`)).toHaveLength(1));
  expect(signedOut.requests(MIGRATE)).toHaveLength(0);
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBe(GUEST_SESSION_ID);
});

test("clearing the guest session from the dashboard's account menu", async () => {
  configureApiClient({ sessionStore: createMemorySessionStore(GUEST_SESSION_ID) });
  const api = fakeApi({ ...signedInRoutes(), [`POST ${API.clearSession}`]: { body: { success: true } } });
  renderDashboard();

  fireEvent.keyDown(await screen.findByRole('button', { name: 'Account' }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Clear guest session' }));

  expect(await screen.findByText('Session cleared')).toBeInTheDocument();
  expect(screen.getByText('You can now work as a guest user')).toBeInTheDocument();
  expect(api.requests(`POST ${API.clearSession}`)).toHaveLength(1);
});

test('once the pending id is posted, this browser forgets the guest session: the server has closed it', async () => {
  const store = createMemorySessionStore(GUEST_SESSION_ID);
  configureApiClient({ sessionStore: store });
  window.sessionStorage.setItem('pendingCarryOverSessionId', GUEST_SESSION_ID);
  const api = fakeApi({ ...signedInRoutes(), [MIGRATE]: { body: { migratedCoverLetter: true } } });
  renderApp();
  await waitFor(() => expect(api.requests(MIGRATE)).toHaveLength(1));
  await waitFor(() => expect(store.get()).toBeNull());
  expect(window.sessionStorage.getItem('pendingCarryOverSessionId')).toBeNull();
});
