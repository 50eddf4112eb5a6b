import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore, Toaster } from '@coverletter/ui';
import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../test/test-utils';
import { GuestBanner } from '../guest-banner/GuestBanner';
import { GuestAppPage } from './GuestAppPage';

const SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

test("/app with the guest banner renders without React's 'Cannot update a component while rendering a different component'", async () => {
  const error = jest.spyOn(console, 'error');
  // A first visit: the session is started (and its id stored) while the page's cards mount.
  configureApiClient({ sessionStore: createMemorySessionStore() });
  mockFetch({
    [API.sessionInit]: { status: 201, body: { sessionId: SESSION_ID } },
    [API.sessionStatus]: { body: { sessionId: SESSION_ID, hasCV: false, hasJobInfo: false, hasResult: false } },
    [API.authSession]: { body: { user: null } },
  });
  // As in App.tsx: the guest banner sits beside the page and follows the guest session id.
  renderPage(
    <>
      <GuestBanner pathname="/app" />
      <GuestAppPage />
      <Toaster />
    </>,
    { route: '/app' },
  );

  expect(await screen.findByRole('heading', { name: 'Upload your CV' })).toBeInTheDocument();
  expect(error.mock.calls.map((call) => String(call[0]))).toEqual([]);
  error.mockRestore();
});
