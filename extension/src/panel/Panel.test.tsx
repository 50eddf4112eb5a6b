import { configureApiClient, createMemorySessionStore, createQueryClient, LocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, sessionStatus, SESSION_ID, STATUS_ROUTE } from '../../../libs/ui/src/test-support/fake-api';
import { extensionCatalogue } from '../catalogues/extension';
import { Panel } from './Panel';

/** The extension APIs do not exist in jsdom: the browser boundary is replaced. */
jest.mock('wxt/browser', () => ({ browser: { runtime: { openOptionsPage: jest.fn() }, permissions: { contains: jest.fn(async () => true) } } }));
jest.mock('../browser/tabs', () => ({
  readTab: jest.fn(async (tabId: number) => ({ status: 'read', tabId, reading: { kind: 'none', url: 'https://jobs.example.com/' } })),
  followTabs: jest.fn(() => () => {}),
  activeTabId: jest.fn(async () => 1),
  panelWindowId: jest.fn(async () => 7),
  openTab: jest.fn(),
}));

const API_URL = 'http://127.0.0.1:4999';

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider catalogues={[extensionCatalogue]}>
        <Theme>
          <Panel apiUrl={API_URL} />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) }));

test('with the API unreachable, the panel says so once, names the server it tried, and its retry asks again', async () => {
  // What fetch does when nothing listens at the address: it rejects with a TypeError.
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('NetworkError when attempting to fetch resource.');
  }) as unknown as typeof fetch;
  renderPanel();

  await screen.findByText("Couldn't reach the Cover Letter service", undefined, { timeout: 5_000 });
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  expect(screen.getByRole('alert')).toHaveTextContent(`Check that it runs at ${API_URL}, or change the address in the settings.`);
  expect(screen.queryByText("We couldn't start your session")).toBeNull();
  expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);

  // The server is back: one retry brings both the sign-in state and the guest session.
  const api = fakeApi({
    [`GET /api/auth/user`]: { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.' } },
    [STATUS_ROUTE]: sessionStatus(),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(api.requests(STATUS_ROUTE).length).toBeGreaterThan(0);
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
