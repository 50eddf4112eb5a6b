import { ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { SharedRateLimitStorage } from './rate-limit-storage';

const EXPENSIVE_METADATA = 'coverletter:expensive';

/** Marks a route that costs real work (parsing, scraping, writing a letter): a stricter limit applies. */
export const ExpensiveRoute = () => SetMetadata(EXPENSIVE_METADATA, true);

function isExpensive(context: ExecutionContext): boolean {
  return Reflect.getMetadata(EXPENSIVE_METADATA, context.getHandler()) === true;
}

export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const { redis } = config.rateLimit;
  return {
    storage: redis ? new SharedRateLimitStorage(redis.url, redis.keyPrefix) : undefined,
    throttlers: [
      { name: 'default', ttl: 60_000, limit: config.rateLimit.perMinute },
      { name: 'expensive', ttl: 60_000, limit: config.rateLimit.expensivePerMinute, skipIf: (ctx) => !isExpensive(ctx) },
    ],
  };
}
