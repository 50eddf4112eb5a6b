import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Counter {
  hits: number;
  windowEndsAt: number;
  blockedUntil: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counters in this process: one counter per address and limit, counted in fixed
 * windows, with the same answers as the shared Redis storage's script (INCR, expiry, block), so a
 * process counts alike with and without Redis. It replaces @nestjs/throttler's in-memory storage,
 * which keeps a timestamp per hit and filters that list on every hit: here a hit adds to a number.
 */
export class CounterRateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly counters = new Map<string, Counter>();
  private sweeper?: NodeJS.Timeout;

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerRecord> {
    return this.count(`${key}:${throttlerName}`, ttl, limit, blockDuration, Date.now());
  }

  /** One hit at `now` (ms); exposed for tests that move the clock. */
  count(id: string, ttl: number, limit: number, blockDuration: number, now: number): ThrottlerRecord {
    this.sweeper ??= setInterval(() => this.sweep(Date.now()), SWEEP_EVERY_MS).unref();
    let counter = this.counters.get(id);
    if (!counter) {
      counter = { hits: 0, windowEndsAt: 0, blockedUntil: 0 };
      this.counters.set(id, counter);
    }
    if (counter.windowEndsAt <= now) {
      counter.hits = 0;
      counter.windowEndsAt = now + ttl;
    }
    counter.hits++;
    let blocked = counter.blockedUntil > now;
    if (!blocked && counter.blockedUntil > 0) {
      // A block that has run out: this hit starts a new window, as the Redis script does.
      counter.blockedUntil = 0;
      counter.hits = 1;
      counter.windowEndsAt = now + ttl;
    } else if (!blocked && counter.hits > limit) {
      counter.blockedUntil = now + blockDuration;
      blocked = true;
    }
    return {
      totalHits: counter.hits,
      timeToExpire: Math.ceil((counter.windowEndsAt - now) / 1000),
      isBlocked: blocked,
      timeToBlockExpire: blocked ? Math.ceil((counter.blockedUntil - now) / 1000) : 0,
    };
  }

  private sweep(now: number): void {
    for (const [id, counter] of this.counters) {
      if (counter.windowEndsAt <= now && counter.blockedUntil <= now) this.counters.delete(id);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
    this.counters.clear();
  }
}
