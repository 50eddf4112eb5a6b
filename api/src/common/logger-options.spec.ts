import { errorForLog, urlForLog } from './logger-options';

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
    const error = Object.assign(new Error(`insert into "cover_letter" ("text") values ('Dear hiring manager, my secret letter') - duplicate key value violates unique constraint`), {
      name: 'UniqueConstraintViolationException',
      code: '23505',
    });
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
