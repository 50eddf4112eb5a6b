import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FetchError } from './fetch-error';
import { FETCH_LIMITS, type FetchLimits } from './fetch-limits';
import { HOST_RESOLVER, type HostResolver, type ResolvedAddress } from './host-resolver';
import { pinnedGet } from './pinned-request';
import { readTextBody } from './read-body';
import { resolveSafeTarget, type TargetPolicy } from './safe-target';
import { parseHttpUrl, parseRedirect } from './url-policy';

export interface FetchedPage {
  /** Where the page was finally found, after redirects. */
  url: string;
  status: number;
  contentType: string;
  html: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const CONNECT_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ETIMEDOUT', 'EPROTO', 'HPE_INVALID_CONSTANT']);

/**
 * Fetches HTML pages from user-given URLs without letting them reach the server's own network:
 * every hop (the first URL and each redirect) is resolved, checked and then connected to at the
 * checked address only.
 */
@Injectable()
export class SafeFetcher {
  private readonly policy: TargetPolicy;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'scrape'>,
    @Inject(HOST_RESOLVER) resolver: HostResolver,
    @Inject(FETCH_LIMITS) private readonly limits: FetchLimits,
  ) {
    this.policy = { resolver, allowedHosts: config.scrape.allowedHosts };
  }

  /** Throws `FetchError` for every failure, including an HTTP error status. */
  async fetchHtml(rawUrl: string): Promise<FetchedPage> {
    const firstUrl = parseHttpUrl(rawUrl);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.limits.timeoutMs);
    let current = firstUrl;
    try {
      return await this.withDeadline(
        controller.signal,
        this.follow(firstUrl, controller.signal, (url) => (current = url)),
      );
    } catch (error) {
      if (timedOut) {
        throw new FetchError('timeout', `No complete answer within ${this.limits.timeoutMs} ms`, { url: current.href }, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  private async follow(firstUrl: URL, signal: AbortSignal, onHop: (url: URL) => void): Promise<FetchedPage> {
    let url = firstUrl;
    for (let hop = 0; ; hop++) {
      onHop(url);
      const target = await resolveSafeTarget(url, this.policy, hop);
      const res = await this.request(url, target, signal, hop);
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
        res.destroy();
        if (hop >= this.limits.maxRedirects) {
          throw new FetchError('too-many-redirects', `More than ${this.limits.maxRedirects} redirects`, { url: url.href, hop });
        }
        url = parseRedirect(location, url, hop + 1);
        continue;
      }
      return this.readPage(res, url, hop);
    }
  }

  private async request(url: URL, target: ResolvedAddress, signal: AbortSignal, hop: number): Promise<IncomingMessage> {
    try {
      return await pinnedGet(url, target, signal);
    } catch (cause) {
      if (signal.aborted) throw cause;
      const code = (cause as NodeJS.ErrnoException).code ?? '';
      const known = CONNECT_ERROR_CODES.has(code) || code.startsWith('ERR_TLS') || code.includes('CERT');
      throw new FetchError('connect', `Could not connect to ${url.host}${known ? ` (${code})` : ''}`, { url: url.href, hop }, { cause });
    }
  }

  private async readPage(res: IncomingMessage, url: URL, hop: number): Promise<FetchedPage> {
    const status = res.statusCode ?? 0;
    const contentType = String(res.headers['content-type'] ?? '');
    if (status < 200 || status >= 300) {
      res.destroy();
      throw new FetchError('http-status', `The site answered ${status}`, { url: url.href, hop, status });
    }
    const mediaType = contentType.split(';')[0].trim().toLowerCase();
    // A missing Content-Type is let through: the extraction then finds no text in a non-HTML body.
    if (mediaType && !HTML_TYPES.has(mediaType)) {
      res.destroy();
      throw new FetchError('not-html', `The page is ${mediaType}, not HTML`, { url: url.href, hop, status, contentType: mediaType });
    }
    const html = await readTextBody(res, this.limits.maxBytes, url.href);
    return { url: url.href, status, contentType: mediaType, html };
  }

  /** Node's DNS lookup cannot be cancelled, so the deadline races it (and everything else). */
  private withDeadline<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(new Error('aborted'));
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }
}
