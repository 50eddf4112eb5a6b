import { CounterRateLimitStorage } from './counter-rate-limit-storage';

describe('CounterRateLimitStorage', () => {
  const storage = new CounterRateLimitStorage();
  afterAll(() => storage.onApplicationShutdown());

  it('lets the limit through in a window, blocks past it, and starts afresh when the block has run out', () => {
    const hit = (now: number) => storage.count('a', 60_000, 3, 60_000, now);
    expect([hit(0), hit(1), hit(2)].map((r) => r.isBlocked)).toEqual([false, false, false]);
    const fourth = hit(3);
    expect(fourth).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
    expect(hit(30_003)).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    expect(hit(60_003)).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('counts each address and limit apart, and a new window from zero', async () => {
    for (let i = 0; i < 5; i++) storage.count('b', 1_000, 5, 1_000, 0);
    expect(storage.count('c', 1_000, 5, 1_000, 0).totalHits).toBe(1);
    expect(storage.count('b', 1_000, 5, 1_000, 1_000)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect((await storage.increment('ip', 60_000, 1, 60_000, 'default')).isBlocked).toBe(false);
    expect((await storage.increment('ip', 60_000, 1, 60_000, 'expensive')).isBlocked).toBe(false);
    expect((await storage.increment('ip', 60_000, 1, 60_000, 'default')).isBlocked).toBe(true);
  });
});
