/** @jest-environment node */
import { API } from '@coverletter/contracts';
import { readApiError } from '../generator/api/api-error';
import { postWithProgress, STREAM_CLOSED_ERROR } from './event-stream';
import { configureApiClient } from './request';
import { createMemorySessionStore } from './session-store';

const SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

/** A real streamed Response whose body arrives in the given chunks (split anywhere, as the network splits them). */
function streamed(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

let fetchMock: jest.Mock;
beforeEach(() => {
  configureApiClient({ baseUrl: 'https://api.example.com', sessionStore: createMemorySessionStore(SESSION_ID) });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

test('asks for events with the session header and credentials, tells each phase, and resolves with the result', async () => {
  const result = { coverLetter: 'Dear Acme,', compatibilityScore: 8 };
  const wire =
    'event: phase\ndata: {"phase":"reading","elapsedMs":1}\n\n: keep-alive\n\nevent: phase\ndata: {"phase":"writing","elapsedMs":40}\n\n' +
    `event: result\ndata: ${JSON.stringify(result)}\n\n`;
  fetchMock.mockResolvedValue(streamed([wire.slice(0, 17), wire.slice(17, 90), wire.slice(90)]));
  const phases: string[] = [];

  await expect(postWithProgress(API.generate, undefined, (e) => phases.push(e.phase))).resolves.toEqual(result);
  expect(phases).toEqual(['reading', 'writing']);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('https://api.example.com/api/generate');
  expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
  expect(init.headers.get('Accept')).toBe('text/event-stream, application/json');
  expect(init.headers.get('X-Session-ID')).toBe(SESSION_ID);
  expect(init.headers.get('Content-Type')).toBeNull();
});

test('sends a JSON body when there is one', async () => {
  fetchMock.mockResolvedValue(streamed(['event: result\ndata: {"id":"1"}\n\n']));
  await postWithProgress(API.generateUser, { cvId: 'c' }, () => undefined);
  const [, init] = fetchMock.mock.calls[0];
  expect(init.body).toBe('{"cvId":"c"}');
  expect(init.headers.get('Content-Type')).toBe('application/json');
});

test('fails like the request helper with the error event’s body, reason code included', async () => {
  const body = {
    statusCode: 502,
    error: 'Generation failed',
    message: 'The writing service returned an answer we could not use.',
    data: { reason: 'malformed' },
  };
  fetchMock.mockResolvedValue(streamed(['event: phase\ndata: {"phase":"reading","elapsedMs":0}\n\n', `event: error\ndata: ${JSON.stringify(body)}\n\n`]));

  const failure = await postWithProgress(API.generate, undefined, () => undefined).catch((e: Error) => e);
  expect((failure as Error).message).toBe(`502: ${JSON.stringify(body)}`);
  expect(readApiError(failure)).toMatchObject({ status: 502, error: 'Generation failed', reason: 'malformed' });
});

test('a refusal before the work started is the plain JSON error; a JSON answer is the result', async () => {
  const refusal = { statusCode: 402, error: 'Payment required', message: 'Payment required', data: { coverLetterCount: 1 } };
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 402, headers: { 'content-type': 'application/json' } }));
  await expect(postWithProgress(API.generate, undefined, () => undefined)).rejects.toThrow(`402: ${JSON.stringify(refusal)}`);

  fetchMock.mockResolvedValueOnce(
    new Response('{"coverLetter":"Dear Acme,"}', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }),
  );
  await expect(postWithProgress(API.generate, undefined, () => undefined)).resolves.toEqual({ coverLetter: 'Dear Acme,' });
});

test('a stream that closes without the letter is a failure, not a silent nothing', async () => {
  fetchMock.mockResolvedValue(streamed(['event: phase\ndata: {"phase":"writing","elapsedMs":5}\n\n']));
  await expect(postWithProgress(API.generate, undefined, () => undefined)).rejects.toThrow(STREAM_CLOSED_ERROR);
});
