import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore, createQueryClient } from '@coverletter/ui';
import { fakeApi, SESSION_ID } from '../../../libs/ui/src/test-support/fake-api';
import { startEarlySignInCheck } from './send-early-sign-in-check';
import { firstAuthUserQuery } from './use-sign-in';

const stored: Record<string, unknown> = {};

jest.mock('wxt/browser', () => ({
  browser: {
    storage: {
      local: {
        get: async (keys: string[]) => Object.fromEntries(keys.filter((key) => key in stored).map((key) => [key, stored[key]])),
      },
    },
  },
}));
jest.mock('../browser/tabs', () => ({ openTab: jest.fn() }));
// settings.ts reads the build's default address from import.meta.env, which jest's CommonJS cannot load.
jest.mock('../browser/settings', () => ({
  STORAGE_KEYS: { apiUrl: 'apiUrl', sessionId: 'sessionId' },
  apiUrlFromStorage: (stored: unknown) => (typeof stored === 'string' ? stored : 'http://localhost:3000'),
  sessionIdFromStorage: (stored: unknown) => (typeof stored === 'string' ? stored : null),
}));

const API_URL = 'http://127.0.0.1:3000';
const USER = { id: 'u1', email: 'edda.panel@example.com', firstName: 'Edda', lastName: null, isAdmin: false };

beforeEach(() => {
  for (const key of Object.keys(stored)) delete stored[key];
  window.coverLetterEarlySignInCheck = undefined;
});

function configure(sessionId: string | null) {
  const sessionStore = createMemorySessionStore();
  if (sessionId) void sessionStore.set(sessionId);
  configureApiClient({ baseUrl: API_URL, sessionStore });
}

async function firstCheck() {
  return createQueryClient().fetchQuery(firstAuthUserQuery());
}

test('the first signed-in check takes over the request the panel sent as it started: one request, with the stored guest session', async () => {
  Object.assign(stored, { apiUrl: API_URL, sessionId: SESSION_ID });
  const api = fakeApi({ [`${API_URL}${API.authUser}`]: { body: USER } });
  startEarlySignInCheck();
  configure(SESSION_ID);
  await expect(firstCheck()).resolves.toEqual(USER);
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
  expect(api.requests(`GET ${API_URL}${API.authUser}`)[0].headers.get('X-Session-ID')).toBe(SESSION_ID);
  // Taken once: the next check asks again.
  await firstCheck();
  expect(api.fetchMock).toHaveBeenCalledTimes(2);
});

test('a guest: the early answer 401 is a signed-out panel, as the usual check reads it', async () => {
  Object.assign(stored, { apiUrl: API_URL });
  const api = fakeApi({ [`${API_URL}${API.authUser}`]: { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' } } });
  startEarlySignInCheck();
  configure(null);
  await expect(firstCheck()).resolves.toBeNull();
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
  expect(api.requests(`GET ${API_URL}${API.authUser}`)[0].headers.get('X-Session-ID')).toBeNull();
});

test('an early check that asked another API or with another session is not taken over: the panel asks itself', async () => {
  const OTHER = 'http://127.0.0.1:4000';
  Object.assign(stored, { apiUrl: OTHER });
  const api = fakeApi({ [`${OTHER}${API.authUser}`]: { body: { ...USER, firstName: 'Wrong' } }, [`${API_URL}${API.authUser}`]: { body: USER } });
  startEarlySignInCheck();
  configure(null);
  await expect(firstCheck()).resolves.toEqual(USER);

  Object.assign(stored, { apiUrl: API_URL, sessionId: SESSION_ID });
  startEarlySignInCheck();
  configure(null); // the session was forgotten meanwhile
  await expect(firstCheck()).resolves.toEqual(USER);
  expect(api.requests(`GET ${API_URL}${API.authUser}`).at(-1)!.headers.get('X-Session-ID')).toBeNull();
});

test('an early check the API did not answer fails the first check as the usual one would', async () => {
  Object.assign(stored, { apiUrl: API_URL });
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  startEarlySignInCheck();
  configure(null);
  await expect(createQueryClient().fetchQuery({ ...firstAuthUserQuery(), retry: false })).rejects.toThrow('Failed to fetch');
  expect(globalThis.fetch).toHaveBeenCalledTimes(1);
});

test('without an early check (no panel-early.js) the first check asks the API itself', async () => {
  const api = fakeApi({ [`${API_URL}${API.authUser}`]: { body: USER } });
  configure(null);
  await expect(firstCheck()).resolves.toEqual(USER);
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
});
