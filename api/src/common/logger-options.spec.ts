import { errorForLog, logsEveryRequest, urlForLog } from './logger-options';

describe('urlForLog', () => {
  it.each([
    ['/api/session/status', '/api/session/status'],
    ['/api/login?sessionId=0b7f7a52-8c4e-4c1e-9a51-2d5b8a3f6e10', '/api/login?sessionId=…'],
    ['/api/callback?code=secret-code&state=abc&iss=x', '/api/callback?code=…&state=…&iss=…'],
    ['/api/payment/verify/cl_pay_123', '/api/payment/verify/:reference'],
    ['/payment/success?ref=cl_pay_123', '/payment/success?ref=…'],
    ['/oidc/interaction/Zx81kQ/login', '/oidc/interaction/:uid/login'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});

describe('errorForLog', () => {
  it('keeps a database error without the query that carried the values', () => {
    const error = Object.assign(
      new Error(`insert into "cover_letter" ("text") values ('Dear hiring manager, my secret letter') - duplicate key value violates unique constraint`),
      {
        name: 'UniqueConstraintViolationException',
        code: '23505',
      },
    );
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ type: 'UniqueConstraintViolationException', code: '23505', message: 'duplicate key value violates unique constraint' });
    expect(JSON.stringify(logged)).not.toContain('secret letter');
  });

  it('keeps an ordinary error and its stack frames, not its message twice', () => {
    const logged = errorForLog(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toMatch(/^\s*at /);
  });
});

test('an ordinary message with a dash is kept whole', () => {
  expect(errorForLog(new Error('monobank refused - try later')).message).toBe('monobank refused - try later');
});

test('an error pino-http has already serialised keeps no statement, parameters or other fields', () => {
  const serialised = {
    type: 'DriverException',
    message: `update "guest_session" set "job_description" = 'Secret posting' where "id" = 'a984f9dc-8c1c-4d16-927c-2085a760ec32' - invalid message format`,
    stack: `DriverException: update "guest_session" set "job_description" = 'Secret posting'\n    at Connection.execute (connection.js:1:1)`,
    code: '08P01',
    query: `update "guest_session" set "job_description" = 'Secret posting'`,
    params: ['Secret posting', 'a984f9dc-8c1c-4d16-927c-2085a760ec32'],
  };
  const logged = errorForLog(serialised);
  expect(logged).toMatchObject({
    type: 'DriverException',
    code: '08P01',
    message: 'invalid message format',
    stack: '    at Connection.execute (connection.js:1:1)',
  });
  expect(Object.keys(logged).sort()).toEqual(['code', 'column', 'constraint', 'message', 'stack', 'table', 'type']);
});

test("a constraint failure keeps the constraint's name, not the failing row or quoted values", () => {
  const error = Object.assign(
    new Error(
      `update "guest_session" set "job_description" = 'Secret posting' - new row for relation "guest_session" violates check constraint "short"\n - detail: Failing row contains (Secret posting)`,
    ),
    { name: 'CheckConstraintViolationException', code: '23514', constraint: 'short', table: 'guest_session', detail: 'Failing row contains (Secret posting)' },
  );
  const logged = errorForLog(error);
  expect(logged).toMatchObject({
    code: '23514',
    constraint: 'short',
    table: 'guest_session',
    message: 'new row for relation "…" violates check constraint "…"',
  });
  expect(JSON.stringify(logged)).not.toContain('Secret posting');
});

describe('logsEveryRequest', () => {
  it.each([
    ['trace', true],
    ['debug', true],
    ['info', true],
    ['warn', false],
    ['error', false],
    ['silent', false],
  ])('at %s: %p', (level, expected) => {
    expect(logsEveryRequest(level)).toBe(expected);
  });
});
