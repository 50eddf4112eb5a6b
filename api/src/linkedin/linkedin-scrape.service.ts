import { MIN_CONTENT_CHARS, type LinkedinScrapeFailureReason, type ScrapeResponse } from '@coverletter/contracts';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { BLOCKING_STATUSES } from '../fetcher/blocking-statuses';
import { FetchError } from '../fetcher/fetch-error';
import { parseHtml } from '../fetcher/html/html-document';
import { looksLikeBotWall } from '../fetcher/html/page-signals';
import { SafeFetcher, type FetchedPage } from '../fetcher/safe-fetcher.service';
import { scrapeFailure, type ScrapeFailure } from '../fetcher/scrape-result';
import { isAuthWallUrl, looksLikeSignInPage } from './auth-wall';
import { extractProfile } from './extraction/extract-profile';
import { LINKEDIN_BASE_URL, profileFetchUrl, profileSlug } from './linkedin-profile-url';
import { LINKEDIN_SCRAPE_FAILURES, LINKEDIN_URL_ERROR, LINKEDIN_URL_REJECTION } from './linkedin-scrape-messages';

/** Text the client uses as a placeholder; a "profile" containing it is not one (SPEC.md section 4). */
const PLACEHOLDER = 'LinkedIn Profile URL';

@Injectable()
export class LinkedinScrapeService {
  private readonly logger = new Logger(LinkedinScrapeService.name);

  constructor(
    private readonly fetcher: SafeFetcher,
    @Inject(LINKEDIN_BASE_URL) private readonly baseUrl: string,
  ) {}

  /** 400 unless the URL is a linkedin.com/in/… profile; every other failure is a 200 `success: false`. */
  async scrape(linkedinUrl: string): Promise<ScrapeResponse> {
    const slug = profileSlug(linkedinUrl);
    if (!slug) throw new AppError(HttpStatus.BAD_REQUEST, LINKEDIN_URL_ERROR, { reason: LINKEDIN_URL_REJECTION });
    let page: FetchedPage;
    try {
      page = await this.fetcher.fetchHtml(profileFetchUrl(this.baseUrl, slug));
    } catch (error) {
      return scrapeFailure(this.fetchFailure(error));
    }
    try {
      return this.read(page);
    } catch (error) {
      this.logger.error({ err: error, url: page.url }, 'LinkedIn profile extraction failed');
      return scrapeFailure(LINKEDIN_SCRAPE_FAILURES.noProfile);
    }
  }

  private read(page: FetchedPage): ScrapeResponse {
    const f = LINKEDIN_SCRAPE_FAILURES;
    if (isAuthWallUrl(page.url)) return scrapeFailure(f.signInWall);
    const document = parseHtml(page.html, page.url);
    const wall = looksLikeBotWall(document);
    const { content, structured } = extractProfile(document);
    // A challenge page's heading reads like a name; only JSON-LD outweighs the challenge's signs.
    if (content.length >= MIN_CONTENT_CHARS && !content.includes(PLACEHOLDER) && (structured || !wall)) return { success: true, content };
    if (looksLikeSignInPage(document)) return scrapeFailure(f.signInWall);
    return scrapeFailure(wall ? f.blocked : f.noProfile);
  }

  private fetchFailure(error: unknown): ScrapeFailure<LinkedinScrapeFailureReason> {
    const f = LINKEDIN_SCRAPE_FAILURES;
    if (!(error instanceof FetchError)) {
      this.logger.error({ err: error }, 'LinkedIn profile fetch failed unexpectedly');
      return f.unreachable;
    }
    if (isAuthWallUrl(error.details.url)) return f.signInWall;
    if (error.code === 'http-status') {
      const status = error.details.status ?? 0;
      if (BLOCKING_STATUSES.has(status)) return f.blocked;
      if (status === 404 || status === 410) return f.notFound;
    }
    if (error.code === 'timeout') return f.timeout;
    if (error.code !== 'http-status' && error.code !== 'dns' && error.code !== 'connect') {
      this.logger.warn({ err: error }, 'LinkedIn profile fetch refused');
    }
    return f.unreachable;
  }
}
