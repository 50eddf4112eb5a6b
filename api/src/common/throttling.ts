import { ERROR_TEXT } from '@coverletter/contracts';
import { ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { CounterRateLimitStorage } from './counter-rate-limit-storage';
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
    storage: redis ? new SharedRateLimitStorage(redis.url, redis.keyPrefix) : new CounterRateLimitStorage(),
    throttlers: [
      { name: 'default', ttl: 60_000, limit: config.rateLimit.perMinute },
      { name: 'expensive', ttl: 60_000, limit: config.rateLimit.expensivePerMinute, skipIf: (ctx) => !isExpensive(ctx) },
    ],
  };
}

/** The dev identity provider's endpoints its own server calls (token exchange, keys, discovery): not a browser, not limited per address. */
const SERVER_TO_SERVER_OIDC = /^\/(?:token|jwks|me|\.well-known\/)/;

/**
 * The same limits for the dev identity provider at /oidc, which is Express, not Nest, so the guard
 * never sees it: every browser-facing request counts against the per-address limit, and its
 * sign-in form post against the stricter one, in the same storage (shared through Redis).
 */
export function oidcRateLimit(storage: ThrottlerStorage, config: AppConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (SERVER_TO_SERVER_OIDC.test(req.path)) return next();
    const address = req.ip ?? 'unknown';
    const limits: Array<[string, number]> = [['default', config.rateLimit.perMinute]];
    if (req.method === 'POST' && req.path.startsWith('/interaction/')) limits.push(['expensive', config.rateLimit.expensivePerMinute]);
    try {
      for (const [name, limit] of limits) {
        const { totalHits } = await storage.increment(`oidc-${name}:${address}`, 60_000, limit, 60_000, name);
        if (totalHits > limit) {
          res.status(429).json({ statusCode: 429, ...ERROR_TEXT.tooManyRequests, requestId: req.id });
          return;
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
