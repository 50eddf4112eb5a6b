import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { captureLogs } from '../support/captured-logs';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

/** Text a log must never hold: it would be CV, posting or profile text. */
const SECRET_TEXT = 'Quietly confidential posting text for Vega Robotics';

describe('error logs keep no SQL, values or session ids', () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: logs });
  });
  afterAll(() => t.close());

  async function newSession(): Promise<string> {
    return (await request(t.http).post('/api/session/init').expect(201)).body.sessionId;
  }

  it('answers a NUL in the job description with a 400 and logs neither the text nor the session id', async () => {
    const sessionId = await newSession();
    const res = await request(t.http)
      .post('/api/job-info')
      .set('X-Session-ID', sessionId)
      .send({ jobDescription: `${SECRET_TEXT}\u0000 and more text after the NUL character` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Invalid request', message: 'Text cannot contain NUL characters' });
    expect(logs.text()).not.toContain('Quietly confidential');
    expect(logs.text()).not.toContain(sessionId);
  });

  it('answers a NUL in the saved LinkedIn background with a 400 and logs nothing of it', async () => {
    const { agent } = await signIn(t, { firstName: 'Nils', email: 'nils@example.com' });
    const res = await agent.post('/api/user/linkedin').send({ linkedinUrl: 'https://www.linkedin.com/in/nils', linkedinContent: `${SECRET_TEXT}\u0000` });
    expect(res.status).toBe(400);
    expect(logs.text()).not.toContain('Quietly confidential');
  });

  it('logs a failed query with its driver message only: no statement, no parameters, no session id', async () => {
    const sessionId = await newSession();
    // A column the statement cannot fill makes the driver fail however the input is checked.
    const em = t.app.get(MikroORM).em.fork();
    await em.getConnection().execute(`alter table guest_session add constraint log_test_short_description check (length(job_description) < 60)`);
    try {
      const res = await request(t.http)
        .post('/api/job-info')
        .set('X-Session-ID', sessionId)
        .send({ jobDescription: `${SECRET_TEXT}, a posting well over sixty characters long` });
      expect(res.status).toBe(500);
    } finally {
      await em.getConnection().execute('alter table guest_session drop constraint log_test_short_description');
    }
    const failure = logs.lines().find((line) => line.msg === 'Unhandled error');
    expect(failure).toBeDefined();
    expect(JSON.stringify(failure)).toContain('log_test_short_description');
    expect(logs.text()).not.toContain('Quietly confidential');
    expect(logs.text()).not.toContain(sessionId);
    expect(logs.text()).not.toMatch(/update\s+"guest_session"/i);
  });
});

describe('an error logged at LOG_LEVEL=warn, where no request lines are written', () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' }, { logDestination: logs });
  });
  afterAll(() => t.close());

  it("carries the request's id, method and URL (the request's logger is made when something logs)", async () => {
    const sessionId = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId;
    await request(t.http).get('/api/payment/config').expect(200);
    expect(logs.lines()).toEqual([]);
    const em = t.app.get(MikroORM).em.fork();
    await em.getConnection().execute(`alter table guest_session add constraint log_test_warn_description check (length(job_description) < 60)`);
    try {
      const res = await request(t.http)
        .post('/api/job-info')
        .set('X-Session-ID', sessionId)
        .send({ jobDescription: `${SECRET_TEXT}, a posting well over sixty characters long` })
        .expect(500);
      const failure = logs.lines().find((line) => line.msg === 'Unhandled error');
      expect(failure).toMatchObject({ req: { id: res.headers['x-request-id'], method: 'POST', url: '/api/job-info' } });
      expect(logs.text()).not.toContain(sessionId);
    } finally {
      await em.getConnection().execute('alter table guest_session drop constraint log_test_warn_description');
    }
  });
});
