import { API, type SessionStatus } from '@coverletter/contracts';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Server-sent events instead of a JSON body: the chunks the server writes, as `eventStream()` releases them. */
  events?: AsyncIterable<string>;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
  headers: Headers;
}

type Route = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** The parts of a streamed Response the client reads: the content type and a body reader. */
function eventStreamResponse(events: AsyncIterable<string>): Response {
  const iterator = events[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }),
    body: {
      getReader: () => ({
        read: async () => {
          const next = await iterator.next();
          return next.done ? { done: true, value: undefined } : { done: false, value: encoder.encode(next.value) };
        },
      }),
    },
  } as unknown as Response;
}

/**
 * A generation answered as server-sent events: `phase(...)`, `result(...)` and `error(...)` write
 * an event the client then reads; `end()` closes the stream.
 */
export function eventStream() {
  const queue: (string | null)[] = [];
  let wake: (() => void) | null = null;
  const write = (chunk: string | null) => {
    queue.push(chunk);
    wake?.();
  };
  async function* chunks(): AsyncGenerator<string> {
    for (;;) {
      if (!queue.length) await new Promise<void>((resolve) => (wake = resolve));
      const chunk = queue.shift();
      if (chunk === null) return;
      if (chunk !== undefined) yield chunk;
    }
  }
  const event = (name: string, data: unknown) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  return {
    answer: { events: chunks() } as FakeAnswer,
    phase: (phase: string, elapsedMs = 0) => event('phase', { phase, elapsedMs }),
    result: (data: unknown) => event('result', data),
    error: (data: unknown) => event('error', data),
    end: () => write(null),
  };
}

function fakeResponse({ status = 200, body, events }: FakeAnswer): Response {
  if (events) return eventStreamResponse(events);
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  return body ?? undefined;
}

/**
 * The one fake fetch of the web, libs/ui and extension tests. Replaces global fetch with routes
 * keyed "METHOD /path", or "/path" for any method. Unknown routes answer the API's 404.
 * `requests(key)` lists what was sent to a route, oldest first.
 */
export function fakeApi(routes: Record<string, Route>) {
  const sent: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: String(input),
      body: readBody(init.body),
      headers: new Headers(init.headers),
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`] ?? routes[request.path];
    const answer = typeof route === 'function' ? await route(request) : route;
    return fakeResponse(answer ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such API route' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    requests: (key: string) => sent.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** `fakeApi` keyed by path alone, answering its fetch mock: for pages that only read. */
export function mockFetch(routes: Record<string, Route>) {
  return fakeApi(routes).fetchMock;
}

/** An error body as the API sends it. */
export function apiError(status: number, error: string, message: string, data?: Record<string, unknown>): FakeAnswer {
  return { status, body: { statusCode: status, error, message, ...(data ? { data } : {}) } };
}

export const SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

export function sessionStatus(overrides: Partial<SessionStatus> = {}): FakeAnswer {
  return { body: { sessionId: SESSION_ID, hasCV: false, hasJobInfo: false, hasResult: false, ...overrides } };
}

export const STATUS_ROUTE = `GET ${API.sessionStatus}`;

/** A promise with its resolve function, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
