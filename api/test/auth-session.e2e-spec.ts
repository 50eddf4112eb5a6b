import request from 'supertest';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** `GET /api/auth/session`: who is signed in, 200 for everyone, so anonymous pages log no failed request. */
describe('GET /api/auth/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with user null to an anonymous caller, while /api/auth/user stays non-OK as the spec says', async () => {
    const res = await request(t.http)
      .get('/api/auth/session')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(res.body).toEqual({ user: null });
    await request(t.http).get('/api/auth/user').expect(401);
  });

  it('answers the signed-in user, the same one /api/auth/user answers', async () => {
    const { agent } = await signIn(t, { firstName: 'Maja', lastName: 'Berg', email: 'maja@example.com' });
    const session = await agent.get('/api/auth/session').expect(200);
    const user = await agent.get('/api/auth/user').expect(200);
    expect(session.body).toEqual({ user: user.body });
    expect(session.body.user).toMatchObject({ firstName: 'Maja', lastName: 'Berg', email: 'maja@example.com' });
  });

  it('a guest session header does not make anyone signed in', async () => {
    const { body } = await request(t.http).post('/api/session/init').expect(201);
    const res = await request(t.http).get('/api/auth/session').set('X-Session-ID', body.sessionId).expect(200);
    expect(res.body).toEqual({ user: null });
  });
});
