import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from './support/test-app';

describe('database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is exactly what the entities describe after the committed migrations', async () => {
    const diff = await t.app.get(MikroORM).getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false });
    expect(diff.trim()).toBe('');
  });
});
