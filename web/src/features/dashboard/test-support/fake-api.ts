import type { FakeAnswer } from '../../../test/test-utils';

export interface FakeRequest {
  method: string;
  path: string;
  /** Parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
}

type Route = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

function fakeResponse({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/**
 * Like test-utils' mockFetch, with routes keyed "METHOD /path", since the dashboard reads, writes
 * and deletes on the same paths. Unknown routes answer the API's 404.
 */
export function fakeApi(routes: Record<string, Route>) {
  const sent: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = typeof route === 'function' ? await route(request) : route;
    return fakeResponse(answer ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such API route' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { requests: (key: string) => sent.filter((r) => `${r.method} ${r.path}` === key) };
}

/** An error body as the API sends it. */
export function apiError(status: number, error: string, message: string, data?: Record<string, unknown>): FakeAnswer {
  return { status, body: { statusCode: status, error, message, ...(data ? { data } : {}) } };
}
