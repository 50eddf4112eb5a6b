/**
 * Machine-readable reasons the API gives next to its English sentences, so a client can say the
 * same thing in the user's language. A client that meets a reason it does not know shows the
 * server's sentence instead.
 */

/** `reason` of a `POST /api/job/scrape` answer with `success: false`: the site's doing. */
export const JOB_SCRAPE_FAILURE_REASONS = [
  'blocked',
  'needs-javascript',
  'no-posting',
  'not-found',
  'site-error',
  'timeout',
  'too-large',
  'not-html',
  'host-not-found',
  'unreachable',
  'too-many-redirects',
  'bad-redirect',
  'unreadable',
  'unexpected',
] as const;
export type JobScrapeFailureReason = (typeof JOB_SCRAPE_FAILURE_REASONS)[number];

/** `data.reason` of a `POST /api/job/scrape` 400: the URL the user typed cannot be used. */
export type JobUrlRejectionReason = 'invalid-url' | 'address-not-allowed';

/** `reason` of a `POST /api/linkedin/scrape` answer with `success: false`. */
export const LINKEDIN_SCRAPE_FAILURE_REASONS = ['blocked', 'sign-in-wall', 'not-found', 'timeout', 'unreachable', 'no-profile'] as const;
export type LinkedinScrapeFailureReason = (typeof LINKEDIN_SCRAPE_FAILURE_REASONS)[number];

/** `data.reason` of a `POST /api/linkedin/scrape` 400. */
export type LinkedinUrlRejectionReason = 'invalid-url';

export type ScrapeFailureReason = JobScrapeFailureReason | LinkedinScrapeFailureReason;

/** `data.reason` of a refused CV upload (`POST /api/cv/upload`, `POST /api/user/cvs`). */
export const CV_REJECTION_REASONS = [
  'invalidFileType',
  'fileTooLarge',
  'emptyFile',
  'tooManyFiles',
  'uploadUnreadable',
  'corrupt',
  'encrypted',
  'scannedPdf',
  'noText',
  'tooComplex',
  'tooLong',
  'tooSlow',
  'busy',
  'missingFile',
] as const;
export type CvRejectionReason = (typeof CV_REJECTION_REASONS)[number];

/** Why the writing service failed: the 502/503 'Generation failed' answers; `unchecked`: its letter failed the letter checker (twice, for a model). */
export type LetterWriterFailureReason = 'timeout' | 'unavailable' | 'malformed' | 'rejected' | 'unchecked';

/**
 * `data.reason` of the generation routes' errors: a writer failure, 409 (a letter is being
 * written), 429 (rewrite limit) or 404 from `GET /api/result`. The 402 carries `coverLetterCount` instead.
 */
export type GenerationErrorReason = LetterWriterFailureReason | 'in-progress' | 'regeneration-limit' | 'no-result';
