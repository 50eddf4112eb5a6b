import type { LinkedinScrapeFailureReason, LinkedinUrlRejectionReason } from '@coverletter/contracts';
import type { ErrorText } from '../common/app-error';
import type { ScrapeFailure } from '../fetcher/scrape-result';

export const LINKEDIN_URL_ERROR: ErrorText = {
  error: 'Invalid LinkedIn URL',
  message: 'Please enter a LinkedIn profile URL (linkedin.com/in/…)',
};
export const LINKEDIN_URL_REJECTION: LinkedinUrlRejectionReason = 'invalid-url';

/**
 * 200 `success: false` messages. "blocks" in `blocked` is what tells the dashboard to show
 * 'LinkedIn Protection Detected' rather than 'LinkedIn scraping failed' (SPEC.md section 8).
 */
export const LINKEDIN_SCRAPE_MESSAGES = {
  blocked: 'LinkedIn blocks automated access to profiles. Please paste your background manually.',
  notFound: 'This LinkedIn profile was not found. Please check the link or paste your background manually.',
  timeout: 'LinkedIn took too long to respond. Please paste your background manually.',
  unreachable: "We couldn't reach LinkedIn right now. Please paste your background manually.",
  noProfile: "We couldn't read this LinkedIn profile. Please paste your background manually.",
};

const m = LINKEDIN_SCRAPE_MESSAGES;
/** Each failure's code with its sentence; the sign-in wall is a way of blocking, so it says "blocks" too. */
export const LINKEDIN_SCRAPE_FAILURES = {
  blocked: { reason: 'blocked', message: m.blocked },
  signInWall: { reason: 'sign-in-wall', message: m.blocked },
  notFound: { reason: 'not-found', message: m.notFound },
  timeout: { reason: 'timeout', message: m.timeout },
  unreachable: { reason: 'unreachable', message: m.unreachable },
  noProfile: { reason: 'no-profile', message: m.noProfile },
} satisfies Record<string, ScrapeFailure<LinkedinScrapeFailureReason>>;
