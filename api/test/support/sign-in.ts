import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from './test-app';

export interface Person {
  firstName: string;
  lastName?: string;
  email: string;
}

function pathOf(location: string, baseUrl: string): string {
  const url = new URL(location, baseUrl);
  return `${url.pathname}${url.search}`;
}

/**
 * Signs a person in through the whole OpenID Connect flow against the built-in dev identity
 * provider, as a browser would: /api/login → /oidc/auth → the sign-in form → /api/callback.
 * Returns an agent that keeps the session cookie, and where the flow finally redirected. Pass the
 * agent of a browser that already has cookies (e.g. a guest's) to sign that browser in.
 */
export async function signIn(
  t: Pick<TestApp, 'baseUrl'>,
  person: Person,
  loginPath = '/api/login',
  agent: TestAgent = request.agent(t.baseUrl),
): Promise<{ agent: TestAgent; landedOn: string }> {
  let res = await agent.get(loginPath).expect(302);
  if (res.headers.location.startsWith('/api/login')) res = await agent.get(res.headers.location).expect(302);
  let formPage = '';
  for (let hops = 0; hops < 10 && !formPage; hops++) {
    const next = pathOf(res.headers.location, t.baseUrl);
    res = await agent.get(next);
    if (res.status === 200) formPage = next;
    else if (![302, 303].includes(res.status)) throw new Error(`Unexpected ${res.status} at ${next}: ${res.text.slice(0, 200)}`);
  }
  expect(res.text).toContain('<form method="post"');
  res = await agent
    .post(formPage)
    .type('form')
    .send({ firstName: person.firstName, lastName: person.lastName ?? '', email: person.email });
  for (let hops = 0; hops < 10 && [302, 303].includes(res.status); hops++) {
    const next = pathOf(res.headers.location, t.baseUrl);
    if (!next.startsWith('/oidc') && !next.startsWith('/api/callback')) return { agent, landedOn: next };
    res = await agent.get(next);
  }
  throw new Error(`Sign-in did not finish: ${res.status} ${res.text.slice(0, 300)}`);
}

/** The session cookie a supertest agent holds, to send the same signed-in session in a request of its own. */
export function cookieHeaderOf(agent: TestAgent): string {
  const jar = (agent as unknown as { jar: { getCookies(access: object): Array<{ toValueString(): string }> } }).jar;
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((cookie) => cookie.toValueString())
    .join('; ');
}
