import { SESSION_HEADER } from '@coverletter/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECURITY_SCHEME } from '../access/access-openapi';
import { SESSION_COOKIE } from '../auth/http-sessions';

export const OPENAPI_UI_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';

const DESCRIPTION =
  'Writes cover letters from a CV and a job posting. Guests start with `POST /api/session/init` and send the ' +
  `session id it answers in the \`${SESSION_HEADER}\` header; signed-in users are recognised by the \`${SESSION_COOKIE}\` ` +
  'cookie that `GET /api/login` sets. A guest gets one free letter, an account one more; further letters are paid. ' +
  'Every error answers JSON `{ statusCode, error, message, requestId, data? }`.';

function apiVersion(): string {
  // src/common/ (tests) and dist/common/ (built) both sit two levels below api/package.json.
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Serves the OpenAPI document (built on first request) and Swagger UI under /api/docs. */
export function installOpenApiDocs(app: NestExpressApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Cover Letter Generator API')
    .setDescription(DESCRIPTION)
    .setVersion(apiVersion())
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', description: 'A signed-in session; sign in at /api/login' }, SECURITY_SCHEME.signedIn)
    .addApiKey(
      { type: 'apiKey', in: 'header', name: SESSION_HEADER, description: 'A guest session id from POST /api/session/init' },
      SECURITY_SCHEME.guestSession,
    )
    .build();
  SwaggerModule.setup(OPENAPI_UI_PATH.slice(1), app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1),
    raw: ['json'],
    customSiteTitle: 'Cover Letter Generator API',
  });
}
