import { CURRENCIES, MAX_JOB_DESCRIPTION_CHARS, MAX_LINKEDIN_CONTENT_CHARS, MAX_URL_CHARS, MIN_PRICE, SESSION_HEADER } from '@coverletter/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { SECURITY_SCHEME } from '../src/access/access-openapi';
import { SESSION_COOKIE } from '../src/auth/http-sessions';
import { listRoutes } from './support/list-routes';
import { createTestApp, type TestApp } from './support/test-app';

interface Schema {
  type?: string;
  format?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  $ref?: string;
  [key: string]: unknown;
}

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema; examples?: Record<string, { value: { error: string } }> }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Record<string, string>> };
}

const ERROR_BODY_REF = '#/components/schemas/ErrorBodyDto';
const signedIn = { [SECURITY_SCHEME.signedIn]: [] };
const guestSession = { [SECURITY_SCHEME.guestSession]: [] };

/** "GET /api/cover-letters/:id" as OpenAPI names it: "get /api/cover-letters/{id}". */
function asOpenApiRoute(route: string): string {
  const [method, path] = route.split(' ');
  return `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

function operations(doc: OpenApiDocument): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]): [string, Operation] => [`${method} ${path}`, op]),
  );
}

function allRefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allRefs);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : allRefs(inner)));
}

describe('OpenAPI document and Swagger UI', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await request(t.http)
      .get('/api/docs/openapi.json')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    doc = res.body as OpenApiDocument;
  });
  afterAll(() => t.close());

  const operation = (route: string): Operation => {
    const [method, path] = route.split(' ');
    const op = doc.paths[path]?.[method];
    if (!op) throw new Error(`No operation ${route} in the document`);
    return op;
  };

  it('is an OpenAPI 3 document named after the API, at the version of api/package.json', () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Cover Letter Generator API', version });
  });

  it('is well formed: every $ref resolves, every path parameter is declared, every response is described', () => {
    const unresolved = allRefs(doc).filter((ref) => !doc.components.schemas[ref.replace('#/components/schemas/', '')]);
    expect(unresolved).toEqual([]);
    for (const [route, op] of operations(doc)) {
      const pathParams = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect({ route, params: declared.sort() }).toEqual({ route, params: pathParams.sort() });
      for (const response of Object.values(op.responses)) expect(typeof response.description).toBe('string');
    }
  });

  it('lists exactly the routes the app has', () => {
    const appRoutes = listRoutes(t)
      .map((r) => asOpenApiRoute(r.route))
      .sort();
    expect(appRoutes.length).toBeGreaterThan(30);
    expect(
      operations(doc)
        .map(([route]) => route)
        .sort(),
    ).toEqual(appRoutes);
  });

  it('gives every operation a tag, a summary and its success answer', () => {
    const incomplete = operations(doc).filter(([, op]) => !op.tags?.length || !op.summary || !Object.keys(op.responses).some((s) => /^[23]\d\d$/.test(s)));
    expect(incomplete.map(([route]) => route)).toEqual([]);
  });

  it('declares the session cookie and the X-Session-ID header as security schemes', () => {
    expect(doc.components.securitySchemes[SECURITY_SCHEME.signedIn]).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    expect(doc.components.securitySchemes[SECURITY_SCHEME.guestSession]).toMatchObject({ type: 'apiKey', in: 'header', name: SESSION_HEADER });
  });

  it.each([
    ['guest', [guestSession], { 400: ['Session required', 'Invalid session'], 404: ['Session not found'] }],
    ['user', [signedIn], { 401: ['Sign in required'] }],
    ['user-or-guest', [signedIn, guestSession], { 400: ['Session required', 'Invalid session'], 404: ['Session not found'] }],
    ['admin', [signedIn], { 403: ['Forbidden'] }],
  ])('derives the security and refusals of %s routes from @Access', (level, security, refusals) => {
    const routes = listRoutes(t).filter((r) => r.access === level);
    expect(routes.length).toBeGreaterThan(0);
    for (const { route } of routes) {
      const op = operation(asOpenApiRoute(route));
      expect({ route, security: op.security }).toEqual({ route, security });
      for (const [status, titles] of Object.entries(refusals)) {
        const json = op.responses[status]?.content?.['application/json'];
        const exampleTitles = Object.values(json?.examples ?? {}).map((e) => e.value.error);
        expect({ route, status, schema: json?.schema, exampleTitles }).toEqual({
          route,
          status,
          schema: { $ref: ERROR_BODY_REF },
          exampleTitles: expect.arrayContaining(titles),
        });
      }
    }
  });

  it('asks nothing of public routes', () => {
    const publicRoutes = listRoutes(t).filter((r) => r.access === 'public');
    expect(publicRoutes.filter(({ route }) => operation(asOpenApiRoute(route)).security !== undefined)).toEqual([]);
  });

  it('describes the error body once', () => {
    expect(doc.components.schemas.ErrorBodyDto).toMatchObject({
      required: expect.arrayContaining(['statusCode', 'error', 'message']),
      properties: {
        statusCode: { type: 'integer' },
        error: { type: 'string' },
        message: { type: 'string' },
        requestId: { type: 'string' },
        data: { type: 'object' },
      },
    });
  });

  it('documents JobInfoDto with its limits, every field optional', () => {
    const schema = doc.components.schemas.JobInfoDto;
    expect(schema.required ?? []).toEqual([]);
    expect(schema.properties).toMatchObject({
      jobUrl: { type: 'string', maxLength: MAX_URL_CHARS },
      jobDescription: { type: 'string', maxLength: MAX_JOB_DESCRIPTION_CHARS },
      linkedinUrl: { type: 'string', maxLength: MAX_URL_CHARS },
      linkedinContent: { type: 'string', maxLength: MAX_LINKEDIN_CONTENT_CHARS },
    });
    expect(operation('post /api/job-info').requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/JobInfoDto' });
  });

  it('documents LetterRequestDto with its limits; only cvId is required', () => {
    const schema = doc.components.schemas.LetterRequestDto;
    expect(schema.required).toEqual(['cvId']);
    expect(schema.properties).toMatchObject({
      cvId: { type: 'string', format: 'uuid' },
      jobDescription: { type: 'string', maxLength: MAX_JOB_DESCRIPTION_CHARS },
      jobUrl: { type: 'string', maxLength: MAX_URL_CHARS },
      useLinkedIn: { type: 'boolean' },
    });
    for (const route of ['post /api/payment/create', 'post /api/generate-cover-letter-user']) {
      expect(operation(route).requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LetterRequestDto' });
    }
  });

  it('documents SavePaymentConfigDto and the price inside it with their limits', () => {
    const schema = doc.components.schemas.SavePaymentConfigDto;
    expect(schema.required).toEqual(['value']);
    expect(schema.properties).toMatchObject({
      value: { allOf: [{ $ref: '#/components/schemas/PaymentConfigValueDto' }] },
      description: { type: 'string', maxLength: 500 },
    });
    const value = doc.components.schemas.PaymentConfigValueDto;
    expect(value.required?.sort()).toEqual(['currency', 'currencyCode', 'displayText', 'price']);
    expect(value.properties).toMatchObject({
      price: { type: 'number', minimum: MIN_PRICE },
      currency: { allOf: [{ $ref: '#/components/schemas/Currency' }] },
      currencyCode: { type: 'integer' },
      displayText: { type: 'string', maxLength: 100 },
    });
    expect(doc.components.schemas.Currency).toMatchObject({ type: 'string', enum: [...CURRENCIES] });
  });

  it('describes the main answers with schemas', () => {
    const answer = (route: string, status = '200') => operation(route).responses[status]?.content?.['application/json'].schema;
    expect(answer('post /api/session/init', '201')).toEqual({ $ref: '#/components/schemas/SessionInitResponseDto' });
    expect(answer('get /api/session/status')).toEqual({ $ref: '#/components/schemas/SessionStatusDto' });
    expect(answer('post /api/cv/upload')).toEqual({ $ref: '#/components/schemas/CvUploadResponseDto' });
    expect(answer('post /api/job/scrape')).toEqual({ $ref: '#/components/schemas/ScrapeResponseDto' });
    expect(answer('post /api/generate')).toEqual({ $ref: '#/components/schemas/GenerationResultDto' });
    expect(answer('post /api/payment/create')).toEqual({ $ref: '#/components/schemas/PaymentCreateResponseDto' });
    expect(answer('get /api/payment/verify/{reference}')).toEqual({ $ref: '#/components/schemas/PaymentVerifyResponseDto' });
    expect(answer('get /api/payment/config')).toEqual({ $ref: '#/components/schemas/PublicPaymentConfigDto' });
    expect(answer('get /api/admin/check')).toEqual({ $ref: '#/components/schemas/AdminCheckResponseDto' });
  });

  it.each([
    ['post /api/cv/upload', 'cv'],
    ['post /api/user/cvs', 'file'],
  ])('documents %s as a multipart upload of one file in field %s', (route, field) => {
    const schema = operation(route).requestBody?.content['multipart/form-data'].schema;
    expect(schema).toMatchObject({ type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } });
  });

  it('serves Swagger UI as HTML, with its assets', async () => {
    const page = await request(t.http)
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('<title>Cover Letter Generator API</title>');
    await request(t.http)
      .get('/api/docs/swagger-ui-bundle.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    const init = await request(t.http).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('Cover Letter Generator API');
  });

  it('still answers unknown API paths with the JSON 404', async () => {
    const res = await request(t.http).get('/api/docs-nothing-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'No such API route' });
  });
});
