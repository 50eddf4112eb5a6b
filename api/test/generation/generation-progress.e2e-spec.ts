import { GENERATION_PHASES } from '@coverletter/contracts';
import request from 'supertest';
import { cookieHeaderOf } from '../support/sign-in';
import { signedInWithSavedCv } from '../support/saved-cv';
import { createTestApp, type TestApp } from '../support/test-app';
import { createWriterTestApp, type WriterTestApp } from '../support/writer-test-app';
import { ACME_LETTER_REPLY } from './fake-chat-completions';
import { ENGLISH_CV, ENGLISH_POSTING, SWEDISH_POSTING } from './fixtures';
import { MikroORM } from '@mikro-orm/postgresql';
import { until } from '../support/until';
import { generate, lettersOf, readySession } from './support';

interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
  /** When the client had it (ms since the request went out). */
  at: number;
}

const EVENT_STREAM = 'text/event-stream';

/** POSTs as the browser's generator does, and reads the server-sent events as they arrive. */
async function streamGenerate(baseUrl: string, path: string, headers: Record<string, string>, body?: unknown) {
  const started = Date.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Accept: EVENT_STREAM, 'Accept-Encoding': 'gzip, deflate', ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const events: ReceivedEvent[] = [];
  if (!res.headers.get('content-type')?.startsWith(EVENT_STREAM)) return { res, events, json: await res.json() };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() - started });
    }
  }
  return { res, events, json: undefined };
}

describe('generation progress as server-sent events, with the local writer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_EXPENSIVE_PER_MINUTE: '6' });
  });
  afterAll(() => t.close());

  it('pushes each phase in order, then the checked letter, which is the stored result', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const { res, events } = await streamGenerate(t.baseUrl, '/api/generate', { 'X-Session-ID': sessionId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(events.map((e) => e.event)).toEqual(['phase', 'phase', 'phase', 'phase', 'result']);
    expect(events.slice(0, 4).map((e) => e.data.phase)).toEqual([...GENERATION_PHASES]);
    const elapsed = events.slice(0, 4).map((e) => e.data.elapsedMs as number);
    expect(elapsed).toEqual([...elapsed].sort((a, b) => a - b));
    const stored = await request(t.http).get('/api/result').set('X-Session-ID', sessionId).expect(200);
    expect(events[4].data).toEqual(stored.body);
    expect(events[4].data).not.toHaveProperty('provenance');
    expect(await lettersOf(t, sessionId)).toHaveLength(1);
    const [writer] = await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute('select writer_model, prompt_version, token_usage from cover_letter where guest_session_id = ?', [sessionId]);
    expect(writer).toEqual({ writer_model: 'local', prompt_version: expect.stringMatching(/^local-/), token_usage: null });
  });

  it('answers a refusal before the work starts as the plain JSON error, with its status', async () => {
    const noSession = await streamGenerate(t.baseUrl, '/api/generate', {});
    expect(noSession.res.status).toBe(400);
    expect(noSession.json).toMatchObject({ error: 'Session required' });

    const bare = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId;
    const noCv = await streamGenerate(t.baseUrl, '/api/generate', { 'X-Session-ID': bare });
    expect(noCv.res.status).toBe(400);
    expect(noCv.events).toEqual([]);

    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    await generate(t, sessionId).expect(200);
    await request(t.http).post('/api/job-info').set('X-Session-ID', sessionId).send({ jobDescription: SWEDISH_POSTING }).expect(200);
    const used = await streamGenerate(t.baseUrl, '/api/generate', { 'X-Session-ID': sessionId });
    expect(used.res.status).toBe(402);
    expect(used.json).toMatchObject({ error: 'Payment required' });
  });

  it('streams the account route too, only to the signed-in caller it checks', async () => {
    const anonymous = await streamGenerate(t.baseUrl, '/api/generate-cover-letter-user', {}, { jobDescription: ENGLISH_POSTING });
    expect(anonymous.res.status).toBe(401);
    expect(anonymous.events).toEqual([]);

    const { agent, cvId } = await signedInWithSavedCv(t, { firstName: 'Sami', email: 'sami.progress@example.com' });
    const { res, events } = await streamGenerate(
      t.baseUrl,
      '/api/generate-cover-letter-user',
      { Cookie: cookieHeaderOf(agent), Origin: t.baseUrl },
      { cvId, jobDescription: ENGLISH_POSTING },
    );
    expect(res.status).toBe(200);
    expect(events.map((e) => e.event)).toEqual(['phase', 'phase', 'phase', 'phase', 'result']);
    const letters = (await agent.get('/api/cover-letters').expect(200)).body;
    expect(events[4].data).toEqual(letters[0]);
  });
});

describe('generation progress with a model that takes its time', () => {
  let t: WriterTestApp;
  beforeAll(async () => {
    t = await createWriterTestApp();
  });
  afterAll(() => t.close());

  it('tells the client it is writing while the model works, and sends the letter only after it', async () => {
    t.writer.reply = () => ({ ...ACME_LETTER_REPLY, delayMs: 800 }) as typeof ACME_LETTER_REPLY;
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const { res, events } = await streamGenerate(t.baseUrl, '/api/generate', { 'X-Session-ID': sessionId });
    expect(res.status).toBe(200);
    const writing = events.find((e) => e.data.phase === 'writing')!;
    const result = events.find((e) => e.event === 'result')!;
    expect(result.at - writing.at).toBeGreaterThanOrEqual(700);
    expect(result.data.companyName).toBe('Acme Cloud');
  });

  it('keeps writing when the client goes away, and saves the letter for the next visit', async () => {
    t.writer.reply = () => ({ ...ACME_LETTER_REPLY, delayMs: 800 }) as typeof ACME_LETTER_REPLY;
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const abort = new AbortController();
    const res = await fetch(`${t.baseUrl}/api/generate`, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'X-Session-ID': sessionId },
      signal: abort.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    abort.abort();
    const result = await until(async () => {
      const answer = await request(t.http).get('/api/result').set('X-Session-ID', sessionId);
      return answer.status === 200 ? answer.body : undefined;
    });
    expect(result.companyName).toBe('Acme Cloud');
    expect(await lettersOf(t, sessionId)).toHaveLength(1);
  });

  it('ends with an error event carrying the error body when writing fails after the stream opened, and saves nothing', async () => {
    t.writer.reply = () => ({ kind: 'letter', content: 'not a letter' });
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const { res, events } = await streamGenerate(t.baseUrl, '/api/generate', { 'X-Session-ID': sessionId });
    expect(res.status).toBe(200);
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { statusCode: 502, error: 'Generation failed', message: expect.stringContaining('This attempt was not counted'), data: { reason: 'malformed' } },
    });
    expect(events.map((e) => e.event).filter((e) => e === 'result')).toEqual([]);
    expect(await lettersOf(t, sessionId)).toHaveLength(0);
  });
});

describe('generation progress and the rate limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_EXPENSIVE_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('counts a streamed generate like any other, and refuses the one over the limit with the plain 429', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    expect((await streamGenerate(t.baseUrl, '/api/generate', { 'X-Session-ID': sessionId })).res.status).toBe(200);
    await generate(t, sessionId).expect(200);
    const over = await streamGenerate(t.baseUrl, '/api/generate', { 'X-Session-ID': sessionId });
    expect(over.res.status).toBe(429);
    expect(over.events).toEqual([]);
  });
});
