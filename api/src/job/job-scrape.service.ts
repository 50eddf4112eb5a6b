import type { ScrapeResponse } from '@coverletter/contracts';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { FetchError } from '../fetcher/fetch-error';
import { parseHtml } from '../fetcher/html/html-document';
import { looksLikeBotWall, needsJavaScript, visibleText } from '../fetcher/html/page-signals';
import { SafeFetcher, type FetchedPage } from '../fetcher/safe-fetcher.service';
import { scrapeFailure } from '../fetcher/scrape-result';
import { extractJobPosting } from './extraction/extract-job-posting';
import { jobContent } from './extraction/job-posting';
import { JOB_SCRAPE_FAILURES, JOB_URL_ERRORS, JOB_URL_REJECTIONS, jobFetchFailure } from './job-scrape-messages';

@Injectable()
export class JobScrapeService {
  private readonly logger = new Logger(JobScrapeService.name);

  constructor(private readonly fetcher: SafeFetcher) {}

  /** 400 for a URL the user cannot mean; any other failure is a 200 `success: false` with a sentence and its reason code. */
  async scrape(jobUrl: string): Promise<ScrapeResponse> {
    let page: FetchedPage;
    try {
      page = await this.fetcher.fetchHtml(jobUrl);
    } catch (error) {
      return this.fetchFailure(error);
    }
    try {
      return this.read(page);
    } catch (error) {
      this.logger.error({ err: error, url: page.url }, 'Job posting extraction failed');
      return scrapeFailure(JOB_SCRAPE_FAILURES.unexpected);
    }
  }

  private read(page: FetchedPage): ScrapeResponse {
    const document = parseHtml(page.html, page.url);
    const text = visibleText(document);
    // Both asked before extracting: the article reader strips the scripts they look at.
    const wall = looksLikeBotWall(document, text);
    const shell = needsJavaScript(document, text);
    const posting = extractJobPosting(document, new URL(page.url), page.html);
    // JSON-LD and board markup are the posting itself; "article" text from a challenge page is not.
    if (posting && (posting.method !== 'article' || !wall)) {
      return {
        success: true,
        content: jobContent(posting),
        title: posting.title ?? null,
        company: posting.company ?? null,
        location: posting.location ?? null,
      };
    }
    if (wall) return scrapeFailure(JOB_SCRAPE_FAILURES.blocked);
    return scrapeFailure(shell ? JOB_SCRAPE_FAILURES.needsJavaScript : JOB_SCRAPE_FAILURES.noPosting);
  }

  private fetchFailure(error: unknown): ScrapeResponse {
    if (!(error instanceof FetchError)) {
      this.logger.error({ err: error }, 'Job posting fetch failed unexpectedly');
      return scrapeFailure(JOB_SCRAPE_FAILURES.unexpected);
    }
    if (error.isCallerInput) {
      const key = error.code === 'invalid-url' ? 'invalidUrl' : 'blockedAddress';
      throw new AppError(HttpStatus.BAD_REQUEST, JOB_URL_ERRORS[key], { reason: JOB_URL_REJECTIONS[key] });
    }
    return scrapeFailure(jobFetchFailure(error));
  }
}
