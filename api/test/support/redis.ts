import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

/** The Redis the shared rate-limit tests use: REDIS_URL, else the machine's own on 6379. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own, so test runs and test files never share counters. */
export function uniqueRedisPrefix(): string {
  return `coverletter-test:${randomBytes(6).toString('hex')}:`;
}

/** Fails with a clear message when Redis does not answer, instead of a test that cannot mean anything. */
export async function assertRedisAnswers(): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis does not answer at ${TEST_REDIS_URL} (start it, or set REDIS_URL): ${(error as Error).message}`, { cause: error });
  } finally {
    redis.disconnect(false);
  }
}
