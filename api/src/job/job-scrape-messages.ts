import type { JobScrapeFailureReason, JobUrlRejectionReason } from '@coverletter/contracts';
import type { ErrorText } from '../common/app-error';
import { BLOCKING_STATUSES } from '../fetcher/blocking-statuses';
import type { FetchError } from '../fetcher/fetch-error';
import type { ScrapeFailure } from '../fetcher/scrape-result';

/** 400 answers: the URL the user typed cannot be used. `data.reason` carries the key's code. */
export const JOB_URL_ERRORS = {
  invalidUrl: { error: 'Invalid URL', message: 'Please enter a job posting URL starting with http:// or https://' },
  blockedAddress: { error: 'Address not allowed', message: 'This address cannot be fetched: it points to a private or local network.' },
} satisfies Record<string, ErrorText>;

export const JOB_URL_REJECTIONS: Record<keyof typeof JOB_URL_ERRORS, JobUrlRejectionReason> = {
  invalidUrl: 'invalid-url',
  blockedAddress: 'address-not-allowed',
};

/** 200 `success: false` messages: the site's doing. "blocks automated access" is the phrase the dashboard looks for (SPEC.md section 8). */
export const JOB_SCRAPE_MESSAGES = {
  blocked: 'This site blocks automated access. Please copy and paste the job description.',
  needsJavaScript: 'This page only shows the job posting with JavaScript, so it could not be read automatically. Please copy and paste the job description.',
  noDescription: "We couldn't find a job description on this page. Please copy and paste the job description.",
  notFound: 'The job posting was not found (it may have been removed). Please check the link or paste the job description.',
  siteError: (status: number) => `The job site answered with an error (HTTP ${status}). Please try again later or paste the job description.`,
  timeout: 'The job site took too long to respond. Please try again or paste the job description.',
  tooLarge: (limitBytes: number) => `The page is too large to read (over ${Math.round(limitBytes / (1024 * 1024))} MB). Please paste the job description.`,
  notHtml: (contentType: string) => `The link does not lead to a web page (it returned ${contentType}). Please paste the job description.`,
  dns: (host: string) => `We couldn't find the site ${host}. Please check the link or paste the job description.`,
  unreachable: (host: string) => `We couldn't connect to ${host}. Please check the link or paste the job description.`,
  tooManyRedirects: 'The page redirected too many times. Please paste the job description.',
  badRedirect: 'The page redirected to an address that cannot be fetched. Please paste the job description.',
  undecodable: 'The site sent a page that could not be read. Please paste the job description.',
  unexpected: "We couldn't read this job posting. Please copy and paste the job description.",
};

export type JobScrapeFailure = ScrapeFailure<JobScrapeFailureReason>;

const m = JOB_SCRAPE_MESSAGES;
/** The failures that need no detail of the fetch. */
export const JOB_SCRAPE_FAILURES = {
  blocked: { reason: 'blocked', message: m.blocked },
  needsJavaScript: { reason: 'needs-javascript', message: m.needsJavaScript },
  noPosting: { reason: 'no-posting', message: m.noDescription },
  notFound: { reason: 'not-found', message: m.notFound },
  timeout: { reason: 'timeout', message: m.timeout },
  tooManyRedirects: { reason: 'too-many-redirects', message: m.tooManyRedirects },
  badRedirect: { reason: 'bad-redirect', message: m.badRedirect },
  unreadable: { reason: 'unreadable', message: m.undecodable },
  unexpected: { reason: 'unexpected', message: m.unexpected },
} satisfies Record<string, JobScrapeFailure>;

/** Status codes sites use to turn robots away; 999 is LinkedIn's. */

function hostOf(error: FetchError): string {
  try {
    return new URL(error.details.url ?? '').host;
  } catch {
    return 'the site';
  }
}

/** The reason and sentence for a fetch that failed because of the site (never for the caller's own input). */
export function jobFetchFailure(error: FetchError): JobScrapeFailure {
  const f = JOB_SCRAPE_FAILURES;
  switch (error.code) {
    case 'http-status': {
      const status = error.details.status ?? 0;
      if (BLOCKING_STATUSES.has(status)) return f.blocked;
      return status === 404 || status === 410 ? f.notFound : { reason: 'site-error', message: m.siteError(status) };
    }
    case 'timeout':
      return f.timeout;
    case 'too-large':
      return { reason: 'too-large', message: m.tooLarge(error.details.limitBytes ?? 0) };
    case 'not-html':
      return { reason: 'not-html', message: m.notHtml(error.details.contentType ?? 'something else') };
    case 'dns':
      return { reason: 'host-not-found', message: m.dns(hostOf(error)) };
    case 'connect':
      return { reason: 'unreachable', message: m.unreachable(hostOf(error)) };
    case 'too-many-redirects':
      return f.tooManyRedirects;
    case 'blocked-address':
    case 'bad-redirect':
    case 'invalid-url':
      return f.badRedirect;
    case 'decode':
      return f.unreadable;
  }
}
