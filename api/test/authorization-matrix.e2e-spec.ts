import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { ENGLISH_POSTING } from './generation/fixtures';
import { listRoutes } from './support/list-routes';
import { cookieHeaderOf, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every route × every kind of caller: anonymous, a guest (valid X-Session-ID), the owner of the
 * resources a route names, another signed-in user, and an admin. The expected answer follows from
 * the route's declared access level (and, for routes that name someone's resource, from who owns
 * it); nobody ever gets a 500, and another user's attempts change nothing.
 */

const CV_PDF = readFileSync(resolve(__dirname, '../../e2e/fixtures/jane-doe-cv.pdf'));
const ADMIN = 'matrix-admin@example.com';

type Caller = 'anonymous' | 'guest' | 'owner' | 'other' | 'admin';
type Level = 'public' | 'guest' | 'user' | 'user-or-guest' | 'admin';

interface World {
  guestSessionId: string;
  guestLetterId: string;
  ownerCvId: string;
  ownerLetterId: string;
  paymentReference: string;
  cookies: Record<'owner' | 'other' | 'admin', string>;
}

interface Recipe {
  /** Who may call it: the security contract, stated here independently of the code's declaration. */
  level: Level;
  path?: (w: World) => string;
  body?: (w: World) => object | string;
  upload?: string;
  /** The route names the owner's resource: everyone else the level lets in gets 404. */
  owned?: boolean;
  /** It destroys what it touches: runs in a world of its own, the owner last. */
  destructive?: boolean;
  /** Every caller also sends the world's guest session id as X-Session-ID, as the web app does whenever one is stored. */
  withSessionHeader?: boolean;
  /** Exact statuses where the level alone does not say; otherwise whoever is let in must be served (2xx/3xx). */
  expect?: Partial<Record<Caller, number>>;
  /** Callers in this order (default: anonymous, guest, other, admin, owner). */
  order?: Caller[];
}

/** The route's own validation answers every caller alike: the body is deliberately unusable, so nothing leaves the machine. */
const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, guest: status, owner: status, other: status, admin: status });

/** How to call each route. A route missing here fails the test: the matrix must cover every route. */
const RECIPES: Record<string, Recipe> = {
  'POST /api/session/init': { level: 'public' },
  'GET /api/session/status': { level: 'guest' },
  'POST /api/job-info': { level: 'guest', body: () => ({ jobDescription: ENGLISH_POSTING }) },
  'POST /api/cv/upload': { level: 'guest', upload: 'cv' },
  'DELETE /api/cv': { level: 'guest', destructive: true },
  'POST /api/job/scrape': { level: 'public', body: () => ({ jobUrl: 'not a url' }), expect: everyone(400) },
  'POST /api/linkedin/scrape': { level: 'public', body: () => ({ linkedinUrl: 'not a url' }), expect: everyone(400) },
  'POST /api/generate': { level: 'guest' },
  'GET /api/result': { level: 'guest' },
  'POST /api/assess': {
    level: 'user-or-guest',
    body: (w) => ({ cvId: w.ownerCvId, jobDescription: ENGLISH_POSTING }),
    owned: true,
    // A guest's assessment reads its own session (the body's CV is not read): served.
    expect: { guest: 200 },
  },
  'POST /api/clear-session': { level: 'guest', destructive: true },
  'GET /api/login': { level: 'public' },
  'GET /api/callback': { level: 'public' },
  'GET /api/logout': { level: 'public' },
  'POST /api/logout': { level: 'public', destructive: true },
  'GET /api/auth/user': { level: 'user' },
  'GET /api/auth/session': { level: 'public' },
  'POST /api/migrate-session': {
    level: 'user',
    body: (w) => ({ sessionId: w.guestSessionId }),
    destructive: true,
    // Only a browser holding the session carries it over (the web app sends it as X-Session-ID).
    withSessionHeader: true,
    // The owner carries the guest's work over first; after that nobody else can take it.
    order: ['anonymous', 'guest', 'owner', 'other', 'admin'],
    expect: { other: 403, admin: 403 },
  },
  'GET /api/cover-letters': { level: 'user-or-guest' },
  'DELETE /api/cover-letters/:id': { level: 'user-or-guest', path: (w) => `/api/cover-letters/${w.ownerLetterId}`, owned: true, destructive: true },
  'PATCH /api/cover-letters/:id': {
    level: 'user',
    path: (w) => `/api/cover-letters/${w.ownerLetterId}`,
    body: () => ({ text: 'Dear hiring team,\n\nEdited in the matrix.' }),
    owned: true,
  },
  'GET /api/cover-letters/:id/versions': { level: 'user', path: (w) => `/api/cover-letters/${w.ownerLetterId}/versions`, owned: true },
  'PATCH /api/result': { level: 'guest', body: () => ({ text: 'Dear hiring team,\n\nThe guest edited this.' }) },
  'POST /api/cover-letters/:id/view': { level: 'user-or-guest', path: (w) => `/api/cover-letters/${w.ownerLetterId}/view`, owned: true },
  'POST /api/cover-letters/:id/uses': { level: 'user-or-guest', path: (w) => `/api/cover-letters/${w.ownerLetterId}/uses`, owned: true },
  'POST /api/result/uses': { level: 'guest' },
  'POST /api/generate-cover-letter-user': {
    level: 'user',
    body: (w) => ({ cvId: w.ownerCvId, jobDescription: ENGLISH_POSTING }),
    owned: true,
    // The owner's CV is read, then the free letter is found used (making the world used it).
    expect: { owner: 402 },
  },
  'GET /api/user/cvs': { level: 'user' },
  'POST /api/user/cvs': { level: 'user', upload: 'file' },
  'DELETE /api/user/cvs/:id': { level: 'user', path: (w) => `/api/user/cvs/${w.ownerCvId}`, owned: true, destructive: true },
  'PUT /api/user/cvs/:id/default': { level: 'user', path: (w) => `/api/user/cvs/${w.ownerCvId}/default`, owned: true },
  'GET /api/user/linkedin': { level: 'user' },
  'POST /api/user/linkedin': {
    level: 'user',
    body: () => ({ linkedinUrl: 'https://www.linkedin.com/in/matrix-owner', linkedinContent: 'Backend developer.' }),
  },
  'DELETE /api/user/linkedin': { level: 'user', destructive: true },
  'GET /api/payment/config': { level: 'public' },
  'POST /api/payment/create': { level: 'user', body: (w) => ({ cvId: w.ownerCvId, jobDescription: ENGLISH_POSTING }), owned: true },
  'POST /api/payment/webhook': { level: 'public', body: () => '{}', expect: everyone(400) },
  'GET /api/payment/verify/:reference': { level: 'public', path: (w) => `/api/payment/verify/${w.paymentReference}`, owned: true },
  'GET /api/admin/check': { level: 'public' },
  'GET /api/admin/login': { level: 'public' },
  'GET /api/admin/users': { level: 'admin' },
  'GET /api/admin/cover-letters': { level: 'admin' },
  'GET /api/admin/analytics': { level: 'admin' },
  'GET /api/admin/payment-config': { level: 'admin' },
  'POST /api/admin/settings/payment_config': {
    level: 'admin',
    body: () => ({ value: { price: 60, currency: 'UAH', currencyCode: 980, displayText: '₴60 (~$2 USD)' }, description: 'matrix' }),
  },
  'GET /api/admin/payments/unfulfilled': { level: 'admin' },
  'POST /api/admin/payments/:id/retry': {
    level: 'admin',
    path: () => '/api/admin/payments/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/retry',
    // An admin reaches the route; there is no such payment.
    expect: { admin: 404 },
  },
  'GET /api/app-config': { level: 'public' },
  'GET /api/health': { level: 'public' },
  'GET /api/health/live': { level: 'public' },
};

const SESSION_REQUIRED = 'Session required';
const SIGN_IN_REQUIRED = 'Sign in required';
const NOT_ADMIN = "You don't have permission to access this page.";

interface Answer {
  status: number;
  body: { error?: string; message?: string } | undefined;
}

type Outcome = 'served' | 'session required' | 'sign in required' | 'not an admin' | 'not found';

/** What the declared level (and ownership) says this caller must get. */
function expectedOutcome(level: Level, caller: Caller, recipe: Recipe): Outcome {
  const signedIn = caller === 'owner' || caller === 'other' || caller === 'admin';
  // Someone else's resource does not exist for the caller, whoever they are, once past the level's gate.
  const notTheirs = recipe.owned && caller !== 'owner' ? 'not found' : 'served';
  switch (level) {
    case 'public':
      return signedIn ? notTheirs : 'served';
    case 'guest':
      return caller === 'guest' ? 'served' : 'session required';
    case 'user':
      return signedIn ? notTheirs : 'sign in required';
    case 'user-or-guest':
      return caller === 'anonymous' ? 'session required' : notTheirs;
    case 'admin':
      return caller === 'admin' ? 'served' : 'not an admin';
  }
}

function judge(level: Level, caller: Caller, recipe: Recipe, answer: Answer): string | undefined {
  const { status, body } = answer;
  if (status >= 500) return `answered ${status}`;
  const exact = recipe.expect?.[caller];
  if (exact !== undefined) return status === exact ? undefined : `expected ${exact}, got ${status}`;
  const outcome = expectedOutcome(level, caller, recipe);
  const met: Record<Outcome, boolean> = {
    served: status < 400,
    'session required': status === 400 && body?.error === SESSION_REQUIRED,
    'sign in required': status === 401 && body?.error === SIGN_IN_REQUIRED,
    'not an admin': status === 403 && body?.message === NOT_ADMIN,
    'not found': status === 404,
  };
  return met[outcome] ? undefined : `expected ${outcome}, got ${status} ${body?.error ?? ''}`;
}

describe('authorization matrix: every route × anonymous, guest, owner, another user, admin', () => {
  let t: TestApp;
  let shared: World;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    shared = await makeWorld('shared');
  });
  afterAll(() => t.close());

  let worlds = 0;
  async function makeWorld(label: string): Promise<World> {
    const n = ++worlds;
    const person = (role: string) => ({ firstName: role, email: `${role}-${label}-${n}@example.com` });
    const owner = await signIn(t, person('owner'));
    const other = await signIn(t, person('other'));
    const admin = await signIn(t, { firstName: 'Admin', email: ADMIN });
    const guestSessionId = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId as string;
    const asGuest = (req: request.Test) => req.set('X-Session-ID', guestSessionId);
    await asGuest(request(t.http).post('/api/cv/upload')).attach('cv', CV_PDF, 'cv.pdf').expect(200);
    await asGuest(request(t.http).post('/api/job-info')).send({ jobDescription: ENGLISH_POSTING }).expect(200);
    await asGuest(request(t.http).post('/api/generate')).expect(200);
    const guestLetterId = (await asGuest(request(t.http).get('/api/cover-letters')).expect(200)).body[0].id as string;
    const ownerCvId = (await owner.agent.post('/api/user/cvs').attach('file', CV_PDF, 'cv.pdf').expect(201)).body.id as string;
    await owner.agent.post('/api/generate-cover-letter-user').send({ cvId: ownerCvId, jobDescription: ENGLISH_POSTING }).expect(200);
    const ownerLetterId = (await owner.agent.get('/api/cover-letters').expect(200)).body[0].id as string;
    const created = (await owner.agent.post('/api/payment/create').send({ cvId: ownerCvId, jobDescription: ENGLISH_POSTING }).expect(200)).body;
    const paymentReference = new URL(created.paymentUrl).searchParams.get('ref')!;
    return {
      guestSessionId,
      guestLetterId,
      ownerCvId,
      ownerLetterId,
      paymentReference,
      cookies: { owner: cookieHeaderOf(owner.agent), other: cookieHeaderOf(other.agent), admin: cookieHeaderOf(admin.agent) },
    };
  }

  async function callAs(caller: Caller, method: string, route: string, recipe: Recipe, w: World): Promise<Answer> {
    const path = recipe.path?.(w) ?? route;
    let req = (request(t.http) as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()](path);
    if (caller === 'guest' || recipe.withSessionHeader) req = req.set('X-Session-ID', w.guestSessionId);
    if (caller === 'owner' || caller === 'other' || caller === 'admin') req = req.set('Cookie', w.cookies[caller]);
    const body = recipe.body?.(w);
    const res = recipe.upload
      ? await req.attach(recipe.upload, CV_PDF, 'cv.pdf')
      : typeof body === 'string'
        ? await req.set('Content-Type', 'application/json').send(body)
        : body
          ? await req.send(body)
          : await req;
    return { status: res.status, body: res.body };
  }

  it('has a recipe for every route the app has', () => {
    const routes = listRoutes(t).map((r) => r.route.replace(/\/$/, ''));
    expect(routes.filter((route) => !RECIPES[route])).toEqual([]);
    expect(Object.keys(RECIPES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('declares exactly the access level the security contract gives each route', () => {
    const mismatches = listRoutes(t)
      .filter(({ route, access }) => RECIPES[route] && RECIPES[route].level !== access)
      .map(({ route, access }) => `${route}: declares ${access}, contract says ${RECIPES[route].level}`);
    expect(mismatches).toEqual([]);
  });

  it('answers each caller as its level says, never with a 500', async () => {
    const failures: string[] = [];
    for (const { route } of listRoutes(t)) {
      const recipe = RECIPES[route];
      if (!recipe) continue;
      const [method, path] = route.split(' ');
      const world = recipe.destructive ? await makeWorld(path.replace(/\W+/g, '-')) : shared;
      for (const caller of recipe.order ?? (['anonymous', 'guest', 'other', 'admin', 'owner'] as Caller[])) {
        const answer = await callAs(caller, method, path, recipe, world);
        const problem = judge(recipe.level, caller, recipe, answer);
        if (problem) failures.push(`${route} as ${caller}: ${problem} (${JSON.stringify(answer.body)?.slice(0, 160)})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("leaves the owner's resources as they were after everyone else tried", async () => {
    const w = await makeWorld('intact');
    const owned = Object.entries(RECIPES).filter(([, recipe]) => recipe.owned);
    for (const [route, recipe] of owned) {
      const [method, path] = route.split(' ');
      for (const caller of ['other', 'admin', 'guest'] as Caller[]) await callAs(caller, method, path, recipe, w);
    }
    const owner = (req: request.Test) => req.set('Cookie', w.cookies.owner);
    const cvs = (await owner(request(t.http).get('/api/user/cvs')).expect(200)).body as Array<{ id: string; isDefault: boolean }>;
    expect(cvs.map((cv) => cv.id)).toEqual([w.ownerCvId]);
    const letters = (await owner(request(t.http).get('/api/cover-letters')).expect(200)).body as Array<{ id: string }>;
    expect(letters.map((l) => l.id)).toContain(w.ownerLetterId);
    const versions = (await owner(request(t.http).get(`/api/cover-letters/${w.ownerLetterId}/versions`)).expect(200)).body as Array<{ source: string }>;
    expect(versions.map((v) => v.source)).toEqual(['generated']);
    const otherLetters = (await request(t.http).get('/api/cover-letters').set('Cookie', w.cookies.other).expect(200)).body as unknown[];
    expect(otherLetters).toEqual([]);
    const guestLetters = (await request(t.http).get('/api/cover-letters').set('X-Session-ID', w.guestSessionId).expect(200)).body as Array<{ id: string }>;
    expect(guestLetters.map((l) => l.id)).toEqual([w.guestLetterId]);
  });
});
