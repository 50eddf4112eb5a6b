/** Small fetch helpers for tests that talk to app processes over real HTTP. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies of every shape
export async function call<T = any>(
  method: string,
  url: string,
  options: { json?: unknown; headers?: Record<string, string>; body?: BodyInit; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Like test/support/until, but a probe that throws counts as not yet: the app or its database may be down on purpose. */
export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
