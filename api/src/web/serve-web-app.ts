import { isWebRoute } from '@coverletter/contracts';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { SESSION_COOKIE } from '../auth/http-sessions';

function setCacheHeaders(res: Response, filePath: string): void {
  const hashedAsset = filePath.includes(`${sep}assets${sep}`);
  res.setHeader('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const LANDING_LOCALES = ['en', 'sv'] as const;
type LandingLocale = (typeof LANDING_LOCALES)[number];

/**
 * The language of the prerendered landing to send: the visitor's choice (the `locale` cookie the
 * language switcher sets), else the browser's (Accept-Language), else English.
 */
function landingLocale(req: Request): LandingLocale {
  const cookie = /(?:^|;\s*)locale=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
  if (LANDING_LOCALES.includes(cookie as LandingLocale)) return cookie as LandingLocale;
  const accepted = req.acceptsLanguages(...LANDING_LOCALES);
  return accepted ? (accepted.slice(0, 2) as LandingLocale) : 'en';
}

/**
 * Without a session cookie nobody is signed in (sessions are saved only once something is put in
 * them): such a request gets the landing prerendered signed out, guest banner included, so the
 * page does not move when the sign-in check answers (layout shift, issue 15).
 */
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace(/\./g, '\\.')}=`);
function hasSessionCookie(req: Request): boolean {
  return SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '');
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function builtIndex(distDir: string): string | null {
  const indexFile = join(distDir, 'index.html');
  return existsSync(indexFile) ? indexFile : null;
}

/**
 * The built web app's files (hashed assets, icons), served ahead of everything that only the API
 * needs: sign-in, body parsing, Nest's router and its guards never see a request for a file.
 */
export function serveWebAssets(app: NestExpressApplication, distDir: string): void {
  if (!builtIndex(distDir)) return;
  const assets = express.static(distDir, { index: false, setHeaders: setCacheHeaders });
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : assets(req, res, next)));
}

/**
 * The web app's pages on the API's port. Any GET outside /api that is not a file gets
 * index.html: with 200 for a page of the app (`WEB_ROUTES`, the list its router is built from),
 * with 404 for any other path, where the app shows its 'Page Not Found'. /api paths never do, so
 * an unknown API path answers JSON 404 from the exception filter. `/` gets the landing prerendered
 * at build time (web/scripts/prerender.mjs) in the visitor's language when the build has it.
 * Installed after the Express routes of sign-in (/oidc), which are not files either.
 */
export function serveWebPages(app: NestExpressApplication, distDir: string): void {
  const indexFile = builtIndex(distDir);
  if (!indexFile) {
    new Logger('WebApp').warn(`No built web app in ${distDir}: only /api is served (run npm run build)`);
    return;
  }
  const landingFiles = new Map(LANDING_LOCALES.map((locale) => [locale, join(distDir, `landing.${locale}.html`)]));
  const hasLanding = [...landingFiles.values()].every((file) => existsSync(file));
  const visitorFiles = new Map(LANDING_LOCALES.map((locale) => [locale, join(distDir, `landing.${locale}.visitor.html`)]));
  const hasVisitorLanding = [...visitorFiles.values()].every((file) => existsSync(file));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (hasLanding && req.path === '/') {
      res.setHeader('Vary', 'Accept-Language, Cookie');
      const files = hasVisitorLanding && !hasSessionCookie(req) ? visitorFiles : landingFiles;
      return res.sendFile(files.get(landingLocale(req))!);
    }
    res.status(isWebRoute(req.path) ? 200 : 404).sendFile(indexFile);
  });
}
