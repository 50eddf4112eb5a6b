import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { installAuth } from './auth/install-auth';
import { compressionWhenAccepted } from './common/compression';
import { corsOrigin } from './common/cors';
import { ShutdownHooks } from './common/shutdown-hooks';
import { assignRequestId, logsEveryRequest } from './common/logger-options';
import { requestLogContext } from './common/request-log-context';
import { jsonBodyGuard } from './common/json-body-guard';
import { installOpenApiDocs } from './common/openapi';
import { createValidationPipe } from './common/validation.pipe';
import type { AppConfig } from './config/app-config';
import { serveWebAssets, serveWebPages } from './web/serve-web-app';

/** Builds the whole application: used by main.ts and by the integration tests alike. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    // Nothing is printed before the JSON logger takes over: a start that fails (an unreachable
    // database) is reported in one line by main.ts, not by Nest's coloured console logger.
    logger: false,
    abortOnError: false,
    rawBody: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const server = app.getHttpServer() as Server;
  // Close connections that trickle their headers or body (slowloris); Node's defaults are far looser.
  server.headersTimeout = config.http.headersTimeoutMs;
  server.requestTimeout = config.http.requestTimeoutMs;
  // How often Node checks those two; read when the server starts listening (30 s by default).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(5_000, config.http.headersTimeoutMs / 2);
  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    assignRequestId(req, res);
    next();
  });
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.http.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      strictTransportSecurity: config.http.publicUrl.startsWith('https:'),
      // Not no-referrer: with it browsers send "Origin: null" on form posts, which the
      // cross-site check (auth/origin-check.ts) rightly refuses.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.enableCors({ origin: corsOrigin(config), credentials: true });
  app.use(compressionWhenAccepted());
  serveWebAssets(app, config.web.distDir);
  if (!logsEveryRequest(config.logLevel)) app.use(requestLogContext());
  const auth = installAuth(app, config);
  app.get(ShutdownHooks).add(() => auth.close());
  app.useBodyParser('json', { limit: config.http.jsonBodyLimit });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  app.use(jsonBodyGuard());
  app.useGlobalPipes(createValidationPipe());
  // Express routes of their own, ahead of the web app and of the JSON 404 for unknown /api paths.
  if (config.apiDocs) installOpenApiDocs(app);
  serveWebPages(app, config.web.distDir, config.supportEmail);
  app.enableShutdownHooks();
  return app;
}
