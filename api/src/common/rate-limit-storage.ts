import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';
import { CounterRateLimitStorage } from './counter-rate-limit-storage';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** How long a rate-limit check may wait for Redis before this request is counted locally. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** At most one warning per this many ms while Redis is unavailable. */
const WARN_EVERY_MS = 60_000;

/**
 * Rate-limit counters shared by every app process through Redis (the @nest-lab adapter's atomic
 * script), so N replicas together allow the configured limit, not N times it. When Redis does not
 * answer, the request is counted in this process instead and a warning is logged: a Redis outage
 * loosens the limits for a while rather than taking the site down.
 */
export class SharedRateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new CounterRateLimitStorage();
  private lastWarning = 0;

  constructor(
    redisUrl: string,
    private readonly keyPrefix: string,
  ) {
    this.redis = new Redis(redisUrl, {
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    this.redis.on('error', (error: Error) => this.warn(error));
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerRecord> {
    try {
      return await this.shared.increment(`${this.keyPrefix}${key}`, ttl, limit, blockDuration, throttlerName);
    } catch (error) {
      this.warn(error as Error);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  private warn(error: Error): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(`Redis does not answer (${error.message}); rate limits are counted per process until it does`);
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
    this.redis.disconnect(false);
  }
}
