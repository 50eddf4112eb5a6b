import request from 'supertest';
import { assertRedisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from './support/redis';
import { createTestApp, type TestApp } from './support/test-app';

describe('rate limits in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with the catalogue message past the limit', async () => {
    for (let i = 0; i < 3; i++) await request(t.http).get('/api/payment/config').expect(200);
    const res = await request(t.http).get('/api/payment/config').expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});

describe('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    await assertRedisAnswers();
    const shared = { RATE_LIMIT_PER_MINUTE: '10', REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() };
    apps.push(await createTestApp(shared), await createTestApp(shared));
  });
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('two app instances together allow the limit once, not twice', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await request(apps[i % 2].http).get('/api/payment/config')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  });
});

describe('rate limits when Redis does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: uniqueRedisPrefix() });
  });
  afterAll(() => t.close());

  it('keeps serving and counts in the process instead', async () => {
    for (let i = 0; i < 3; i++) await request(t.http).get('/api/payment/config').expect(200);
    await request(t.http).get('/api/payment/config').expect(429);
  });
});
