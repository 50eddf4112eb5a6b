import { isWebRoute } from '@coverletter/contracts';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

function setCacheHeaders(res: Response, filePath: string): void {
  const hashedAsset = filePath.includes(`${sep}assets${sep}`);
  res.setHeader('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Serves the built web app on the API's port. Any GET outside /api that is not a file gets
 * index.html: with 200 for a page of the app (`WEB_ROUTES`, the list its router is built from),
 * with 404 for any other path, where the app shows its 'Page Not Found'. /api paths never do, so
 * an unknown API path answers JSON 404 from the exception filter.
 */
export function serveWebApp(app: NestExpressApplication, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('WebApp').warn(`No built web app in ${distDir}: only /api is served (run npm run build)`);
    return;
  }
  const assets = express.static(distDir, { index: false, setHeaders: setCacheHeaders });
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : assets(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isWebRoute(req.path) ? 200 : 404).sendFile(indexFile);
  });
}
