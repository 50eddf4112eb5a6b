import {
  isWebRoute,
  LOCALES,
  webRouteKey,
  PRERENDERED_ROUTES,
  prerenderedFile,
  SUPPORT_EMAIL_PLACEHOLDER,
  type Locale,
  type PrerenderedRoute,
} from '@coverletter/contracts';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { SESSION_COOKIE } from '../auth/http-sessions';
import { escapeHtml } from '../common/escape-html';

function setCacheHeaders(res: Response, filePath: string): void {
  const hashedAsset = filePath.includes(`${sep}assets${sep}`);
  res.setHeader('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The language of a prerendered page to send: the visitor's choice (the `locale` cookie the
 * language switcher sets), else the browser's (Accept-Language), else English.
 */
function pageLocale(req: Request): Locale {
  const cookie = /(?:^|;\s*)locale=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
  if (LOCALES.includes(cookie as Locale)) return cookie as Locale;
  const accepted = req.acceptsLanguages(...LOCALES);
  return accepted ? (accepted.slice(0, 2) as Locale) : 'en';
}

/**
 * Without a session cookie nobody is signed in (sessions are saved only once something is put in
 * them): such a request gets a page prerendered signed out, guest banner included, so the page
 * does not move when the sign-in check answers (layout shift, issue 15).
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
  // The pages are sent by serveWebPages (the prerendered ones with the support address written in), never as files.
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) || req.path.endsWith('.html') ? next() : assets(req, res, next)));
}

/**
 * A prerendered page's file as the server sends it: the configured support address in place of the
 * build's placeholder. Read again when a new build has replaced it (its hashed assets are new too).
 */
class PrerenderedFile {
  private body: Buffer | null = null;
  private mtimeMs = -1;

  constructor(
    private readonly path: string,
    private readonly address: string,
  ) {}

  /** null while the file is missing (a build under way). */
  read(): Buffer | null {
    try {
      const { mtimeMs } = statSync(this.path);
      if (!this.body || mtimeMs !== this.mtimeMs) {
        // A function, so that a `$` in the address is no replacement pattern.
        this.body = Buffer.from(readFileSync(this.path, 'utf8').replaceAll(SUPPORT_EMAIL_PLACEHOLDER, () => this.address));
        this.mtimeMs = mtimeMs;
      }
      return this.body;
    } catch {
      return null;
    }
  }
}

/** A prerendered page's files by language, and signed out when the build has that variant. */
interface PrerenderedPage {
  byLocale: Map<Locale, PrerenderedFile>;
  signedOut: Map<Locale, PrerenderedFile> | null;
}

function variantFiles(distDir: string, route: PrerenderedRoute, signedOut: boolean, address: string): Map<Locale, PrerenderedFile> | null {
  const files = LOCALES.map((locale) => [locale, join(distDir, prerenderedFile(route, locale, signedOut))] as const);
  if (!files.every(([, file]) => existsSync(file))) return null;
  return new Map(files.map(([locale, file]) => [locale, new PrerenderedFile(file, address)]));
}

/** The prerendered pages the build has (web/scripts/prerender.mjs). */
function prerenderedPages(distDir: string, supportEmail: string): Map<string, PrerenderedPage> {
  const address = escapeHtml(supportEmail);
  const pages = new Map<string, PrerenderedPage>();
  for (const route of PRERENDERED_ROUTES) {
    const byLocale = variantFiles(distDir, route, false, address);
    if (byLocale) pages.set(route, { byLocale, signedOut: variantFiles(distDir, route, true, address) });
  }
  return pages;
}

/**
 * The web app's pages on the API's port. Any GET outside /api that is not a file gets
 * index.html: with 200 for a page of the app (`WEB_ROUTES`, the list its router is built from),
 * with 404 for any other path, where the app shows its 'Page Not Found'. /api paths never do, so
 * an unknown API path answers JSON 404 from the exception filter. The pages the build prerendered
 * (`PRERENDERED_ROUTES`: the landing, /app, the legal pages, contact) are sent as such, in the
 * visitor's language, and signed out to a request without a session cookie.
 * Installed after the Express routes of sign-in (/oidc), which are not files either.
 */
export function serveWebPages(app: NestExpressApplication, distDir: string, supportEmail: string): void {
  const indexFile = builtIndex(distDir);
  if (!indexFile) {
    new Logger('WebApp').warn(`No built web app in ${distDir}: only /api is served (run npm run build)`);
    return;
  }
  const prerendered = prerenderedPages(distDir, supportEmail);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = prerendered.get(webRouteKey(req.path));
    if (page) {
      res.vary('Accept-Language');
      res.vary('Cookie');
      const variant = page.signedOut && !hasSessionCookie(req) ? page.signedOut : page.byLocale;
      const body = variant.get(pageLocale(req))!.read();
      if (body) return res.type('html').send(body);
    }
    res.status(isWebRoute(req.path) ? 200 : 404).sendFile(indexFile);
  });
}
