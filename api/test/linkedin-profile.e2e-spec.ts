import request from 'supertest';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

describe('saved LinkedIn profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is empty at first, then saved, updated and removed by its owner', async () => {
    const { agent } = await signIn(t, { firstName: 'Ada', email: 'ada@example.com' });
    expect((await agent.get('/api/user/linkedin').expect(200)).body).toEqual({ linkedinUrl: null, linkedinContent: null, updatedAt: null });
    const saved = await agent
      .post('/api/user/linkedin')
      .send({ linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace', linkedinContent: 'Analyst of engines' })
      .expect(200);
    expect(saved.body).toMatchObject({ linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace', linkedinContent: 'Analyst of engines' });
    await agent.post('/api/user/linkedin').send({ linkedinUrl: 'https://linkedin.com/in/ada' }).expect(200);
    expect((await agent.get('/api/user/linkedin').expect(200)).body).toMatchObject({ linkedinUrl: 'https://linkedin.com/in/ada', linkedinContent: null });
    await agent.delete('/api/user/linkedin').expect(200, { success: true });
    expect((await agent.get('/api/user/linkedin').expect(200)).body).toEqual({ linkedinUrl: null, linkedinContent: null, updatedAt: null });
  });

  it("keeps each user's profile to themselves", async () => {
    const a = await signIn(t, { firstName: 'Anna', email: 'anna@example.com' });
    const b = await signIn(t, { firstName: 'Bert', email: 'bert@example.com' });
    await a.agent.post('/api/user/linkedin').send({ linkedinUrl: 'https://www.linkedin.com/in/anna' }).expect(200);
    expect((await b.agent.get('/api/user/linkedin').expect(200)).body).toEqual({ linkedinUrl: null, linkedinContent: null, updatedAt: null });
    await b.agent.delete('/api/user/linkedin').expect(200);
    expect((await a.agent.get('/api/user/linkedin').expect(200)).body.linkedinUrl).toBe('https://www.linkedin.com/in/anna');
  });

  it.each([
    ['no URL', {}, 'Please enter your LinkedIn profile URL'],
    ['a company page', { linkedinUrl: 'https://www.linkedin.com/company/acme' }, 'Please enter a LinkedIn profile URL (linkedin.com/in/…)'],
    ['another site', { linkedinUrl: 'https://evil.example/in/x' }, 'Please enter a LinkedIn profile URL (linkedin.com/in/…)'],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const { agent } = await signIn(t, { firstName: 'Cleo', email: 'cleo@example.com' });
    const res = await agent.post('/api/user/linkedin').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 401 to anonymous callers', async () => {
    await request(t.http).get('/api/user/linkedin').expect(401);
    await request(t.http).post('/api/user/linkedin').send({ linkedinUrl: 'https://www.linkedin.com/in/x' }).expect(401);
    await request(t.http).delete('/api/user/linkedin').expect(401);
  });
});
