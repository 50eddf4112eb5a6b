import request from 'supertest';
import { captureLogs } from '../support/captured-logs';
import { createTestApp, type TestApp } from '../support/test-app';

/** One line per finished request at `info` (health checks excepted); none above it, where pino-http's bookkeeping is left out. */
describe.each([
  ['info', true],
  ['warn', false],
])('request lines at LOG_LEVEL=%s', (level, logged) => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: level }, { logDestination: logs });
  });
  afterAll(() => t.close());

  it(logged ? 'logs the finished request with its id, method, URL and status' : 'logs no request line', async () => {
    const res = await request(t.http).get('/api/payment/config').expect(200);
    await request(t.http).get('/api/health/live').expect(200);
    const lines = logs.lines().filter((line) => line.msg === 'request completed');
    if (!logged) return expect(lines).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      req: { id: res.headers['x-request-id'], method: 'GET', url: '/api/payment/config' },
      res: { statusCode: 200 },
    });
  });
});
