/** Polls `probe` until it returns something other than undefined; fails after `timeoutMs`. A probe that throws fails at once. */
export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
