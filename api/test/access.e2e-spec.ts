import { listRoutes } from './support/list-routes';
import { createTestApp, type TestApp } from './support/test-app';

describe('route access declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the routes', () => {
    expect(listRoutes(t).map((r) => r.route)).toEqual(expect.arrayContaining(['POST /api/session/init', 'GET /api/session/status']));
  });

  it('every route declares who may call it', () => {
    const undeclared = listRoutes(t).filter((r) => !r.access);
    expect(undeclared).toEqual([]);
  });
});
