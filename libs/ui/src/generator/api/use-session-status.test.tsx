import { API } from '@coverletter/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../api/query-client';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore, type SessionIdStore } from '../../api/session-store';
import { fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE } from '../../test-support/fake-api';
import { useSessionStatus } from './use-session-status';

const INIT = `POST ${API.sessionInit}`;
const NEW_ID = '0b7f7a52-8c4e-4c1e-9a51-2d5b8a3f6e10';

function renderStatus(store: SessionIdStore) {
  configureApiClient({ sessionStore: store });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSessionStatus(), { wrapper });
}

test('with no stored session a new one is started and stored', async () => {
  const store = createMemorySessionStore();
  const api = fakeApi({ [INIT]: { status: 201, body: { sessionId: NEW_ID } } });
  const { result } = renderStatus(store);

  await waitFor(() => expect(result.current.data).toEqual({ sessionId: NEW_ID, hasCV: false, hasJobInfo: false, hasResult: false }));
  expect(store.get()).toBe(NEW_ID);
  expect(api.requests(STATUS_ROUTE)).toHaveLength(0);
});

test.each([400, 404])('a stored session the server answers %i for is replaced', async (status) => {
  const store = createMemorySessionStore(SESSION_ID);
  fakeApi({
    [STATUS_ROUTE]: { status, body: { statusCode: status, error: 'Session not found', message: 'Start a new one' } },
    [INIT]: { status: 201, body: { sessionId: NEW_ID } },
  });
  const { result } = renderStatus(store);

  await waitFor(() => expect(result.current.data?.sessionId).toBe(NEW_ID));
  expect(store.get()).toBe(NEW_ID);
});

test('a known session reports its status; other failures are errors, not new sessions', async () => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasCV: true }) });
  const { result } = renderStatus(createMemorySessionStore(SESSION_ID));
  await waitFor(() => expect(result.current.data?.hasCV).toBe(true));
  expect(api.requests(STATUS_ROUTE)[0].headers.get('X-Session-ID')).toBe(SESSION_ID);

  const down = fakeApi({ [STATUS_ROUTE]: { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' } } });
  const second = renderStatus(createMemorySessionStore(SESSION_ID));
  await waitFor(() => expect(second.result.current.isError).toBe(true));
  expect(down.requests(INIT)).toHaveLength(0);
});

test('a session another tab or panel stored meanwhile is used instead of starting a second one', async () => {
  const shared = createMemorySessionStore();
  // Another panel stores its session after this one found none, before this one starts its own.
  const store: SessionIdStore = { ...shared, get: () => null, reload: async () => SESSION_ID };
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasJobInfo: true }), [INIT]: { status: 201, body: { sessionId: NEW_ID } } });
  const { result } = renderStatus(store);

  await waitFor(() => expect(result.current.data?.hasJobInfo).toBe(true));
  expect(api.requests(INIT)).toHaveLength(0);
});
