import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore, createQueryClient } from '@coverletter/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApi, SESSION_ID } from '../../../libs/ui/src/test-support/fake-api';
import { authUserQueryKey, useSignIn } from './use-sign-in';

type TabListener = (tabId: number, change: { url?: string; status?: string }, tab: { url?: string }) => void;
const tabListeners: TabListener[] = [];

jest.mock('wxt/browser', () => ({
  browser: {
    tabs: {
      create: jest.fn(async () => ({ id: 42 })),
      remove: jest.fn(async () => undefined),
      update: jest.fn(async () => undefined),
      onUpdated: { addListener: (listener: TabListener) => tabListeners.push(listener), removeListener: () => undefined },
      onRemoved: { addListener: () => undefined, removeListener: () => undefined },
    },
  },
}));
jest.mock('../browser/tabs', () => ({ openTab: jest.fn(async () => 42) }));

const API_URL = 'http://127.0.0.1:3000';

function renderSignIn() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  // The panel keeps the signed-in user's query open, as Panel.tsx does.
  return renderHook(
    () => {
      useQuery({ queryKey: authUserQueryKey() });
      return useSignIn({ apiUrl: API_URL, returnTabId: 7 });
    },
    { wrapper },
  );
}

test('signing out posts /api/logout and forgets the guest session', async () => {
  const store = createMemorySessionStore(SESSION_ID);
  configureApiClient({ baseUrl: '', sessionStore: store });
  const api = fakeApi({ [`POST ${API_URL}${API.logout}`]: { status: 200, body: {} } });
  const { result } = renderSignIn();
  await act(() => result.current.signOut());
  expect(api.requests(`POST ${API_URL}${API.logout}`)).toHaveLength(1);
  expect(api.requests(`GET ${API_URL}${API.logout}`)).toHaveLength(0);
  expect(store.get()).toBeNull();
});

test('once signed in, the panel carries its guest session over (proving it holds it) and forgets it', async () => {
  const store = createMemorySessionStore(SESSION_ID);
  configureApiClient({ baseUrl: '', sessionStore: store });
  const api = fakeApi({
    [`GET ${API.authUser}`]: () => ({
      body: { id: 'u1', firstName: 'Anna', lastName: null, email: 'anna@example.com', profileImageUrl: '', createdAt: '2025-01-01' },
    }),
    [`POST ${API.migrateSession}`]: { body: { migratedCoverLetter: true } },
  });
  const { result } = renderSignIn();
  await act(() => result.current.start());
  act(() => tabListeners.forEach((listener) => listener(42, { url: `${API_URL}/dashboard?migrated=true` }, {})));
  await waitFor(() => expect(store.get()).toBeNull());
  const [migrate] = api.requests(`POST ${API.migrateSession}`);
  expect(migrate.body).toEqual({ sessionId: SESSION_ID });
  expect(migrate.headers.get('X-Session-ID')).toBe(SESSION_ID);
});
