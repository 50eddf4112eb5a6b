import { EVENT_STREAM_TYPE, GENERATION_EVENTS, type GenerationPhaseEvent } from '@coverletter/contracts';
import { apiUrl, buildHeaders, throwIfResNotOk } from './request';

interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits a `text/event-stream` body into events (comment lines such as keep-alives are skipped). */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) yield { event, data: data.join('\n') };
    }
    if (done) return;
  }
}

/** The stream closed before the letter or an error came: answered like the request helper's failures, as a 503. */
export const STREAM_CLOSED_ERROR = `503: ${JSON.stringify({ statusCode: 503, error: 'Generation failed', message: 'The connection closed before the letter was ready.' })}`;

/**
 * POSTs to a generation route asking for progress events (`Accept: text/event-stream`), tells
 * `onPhase` of each step, and resolves with the `result` event's answer. Fails as the request
 * helper does (`"<status>: <body>"`): a refusal before the work starts is a plain JSON error, one
 * after it an `error` event carrying the same body. A JSON answer (a repeat of a letter just
 * written) is the result as it is.
 */
export async function postWithProgress<T>(path: string, body: unknown, onPhase: (event: GenerationPhaseEvent) => void): Promise<T> {
  const headers = buildHeaders(body !== undefined);
  headers.set('Accept', `${EVENT_STREAM_TYPE}, application/json`);
  const res = await fetch(apiUrl(path), {
    method: 'POST',
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  if (!res.headers?.get('content-type')?.startsWith(EVENT_STREAM_TYPE) || !res.body) return (await res.json()) as T;
  for await (const { event, data } of readEvents(res.body)) {
    if (event === GENERATION_EVENTS.phase) onPhase(JSON.parse(data) as GenerationPhaseEvent);
    else if (event === GENERATION_EVENTS.result) return JSON.parse(data) as T;
    else if (event === GENERATION_EVENTS.error) {
      const status = (JSON.parse(data) as { statusCode?: number }).statusCode ?? 500;
      throw new Error(`${status}: ${data}`);
    }
  }
  throw new Error(STREAM_CLOSED_ERROR);
}
