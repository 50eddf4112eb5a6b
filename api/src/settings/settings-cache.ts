import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** How long a setting read from the database is served from memory. Bounds staleness when a change from another replica is not heard. */
export const SETTING_TTL_MS = 5_000;
const WARN_EVERY_MS = 60_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * Rarely changed settings (the price) kept in this process for SETTING_TTL_MS, so a page view
 * costs no query. A save empties this process's copy at once and, with REDIS_URL, every other
 * replica's through a Redis channel; without Redis (one process) or while Redis is away, a change
 * made elsewhere shows after the TTL at the latest. Reads that decide money (a payment's amount)
 * go to the database, not here.
 */
@Injectable()
export class SettingsCache implements OnApplicationShutdown {
  private readonly logger = new Logger('SettingsCache');
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a read that began before it does not store what it read. */
  private generation = 0;
  private readonly channel?: string;
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  private lastWarning = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const redis = config.rateLimit.redis;
    if (!redis) return;
    this.channel = `${redis.keyPrefix}settings-changed`;
    this.publisher = new Redis(redis.url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: 500 });
    this.subscriber = new Redis(redis.url, { maxRetriesPerRequest: null });
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (error: Error) => this.warn(error));
    this.subscriber.on('message', (_channel: string, key: string) => this.forget(key));
    // Changes published while this process was not listening were missed: read everything afresh.
    this.subscriber.on('ready', () => this.forgetAll());
    this.subscriber.subscribe(this.channel).catch((error: Error) => this.warn(error));
  }

  /** The cached value of `key`, else load() (one load at a time per key); a failed load is not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    const entry = { value, expiresAt: now + SETTING_TTL_MS };
    if (generation === this.generation) this.entries.set(key, entry);
    value.then(
      () => {
        if (generation !== this.generation && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** After a save: this process reads afresh now, the other replicas as soon as they hear it. */
  async changed(key: string): Promise<void> {
    this.forget(key);
    if (!this.publisher || !this.channel) return;
    try {
      await this.publisher.publish(this.channel, key);
    } catch (error) {
      this.warn(error as Error);
    }
  }

  private forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  private forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  private warn(error: Error): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(`Redis does not answer (${error.message}); settings changed on other replicas show within ${SETTING_TTL_MS / 1000} s`);
  }

  onApplicationShutdown(): void {
    this.publisher?.disconnect(false);
    this.subscriber?.disconnect(false);
  }
}
