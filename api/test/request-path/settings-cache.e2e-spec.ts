import { IN_MEMORY, loadConfig } from '../../src/config/app-config';
import { SETTING_TTL_MS, SettingsCache } from '../../src/settings/settings-cache';
import { assertRedisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/redis';
import { until } from '../support/until';

/** Two replicas' caches on one Redis: a save in one empties the other's copy. */
describe('settings cache across replicas', () => {
  const caches: SettingsCache[] = [];
  const replica = (prefix: string) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: IN_MEMORY, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const cache = new SettingsCache(config);
    caches.push(cache);
    return cache;
  };
  beforeAll(() => assertRedisAnswers());
  afterAll(() => caches.forEach((cache) => cache.onApplicationShutdown()));

  it('serves from memory until a save on another replica, then reads afresh', async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = [replica(prefix), replica(prefix)];
    let stored = 'one';
    let reads = 0;
    const load = async () => {
      reads++;
      return stored;
    };
    // Let both subscribe before anything is published.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await a.get('price', load)).toBe('one');
    expect(await a.get('price', load)).toBe('one');
    expect(reads).toBe(1);
    stored = 'two';
    await b.changed('price');
    await until(async () => ((await a.get('price', load)) === 'two' ? true : undefined), 3_000);
    expect(reads).toBe(2);
    expect(SETTING_TTL_MS).toBeGreaterThan(3_000);
  });

  it('does not keep a failed read, nor one that began before a save', async () => {
    const cache = replica(uniqueRedisPrefix());
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');

    let finishSlowRead!: (value: string) => void;
    const slow = cache.get('j', () => new Promise<string>((resolve) => (finishSlowRead = resolve)));
    await cache.changed('j');
    finishSlowRead('old');
    expect(await slow).toBe('old');
    expect(await cache.get('j', async () => 'new')).toBe('new');
  });
});
