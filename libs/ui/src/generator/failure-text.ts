import {
  MAX_REGENERATIONS,
  type CvRejectionReason,
  type GenerationErrorReason,
  type JobScrapeFailureReason,
  type JobUrlRejectionReason,
  type LinkedinScrapeFailureReason,
  type LinkedinUrlRejectionReason,
} from '@coverletter/contracts';
import type { IntlShape } from 'react-intl';
import type { ApiErrorParts } from './api/api-error';
import type { UiMessageId as MessageId } from '../i18n/ui-catalogue';

/**
 * Something the server said went wrong: its reason code, its HTTP status (errors only) and its
 * English sentence. A scrape answer and `readApiError`'s parts are both one.
 */
export interface ServerFailure {
  reason?: string;
  status?: number;
  message?: string;
}

const JOB_SCRAPE_TEXT: Record<JobScrapeFailureReason | JobUrlRejectionReason, MessageId> = {
  blocked: 'generator.job.reason.blocked',
  'needs-javascript': 'generator.job.reason.needs-javascript',
  'no-posting': 'generator.job.reason.no-posting',
  'not-found': 'generator.job.reason.not-found',
  'site-error': 'generator.job.reason.site-error',
  timeout: 'generator.job.reason.timeout',
  'too-large': 'generator.job.reason.too-large',
  'not-html': 'generator.job.reason.not-html',
  'host-not-found': 'generator.job.reason.host-not-found',
  unreachable: 'generator.job.reason.unreachable',
  'too-many-redirects': 'generator.job.reason.too-many-redirects',
  'bad-redirect': 'generator.job.reason.bad-redirect',
  unreadable: 'generator.job.reason.unreadable',
  unexpected: 'generator.job.reason.unexpected',
  'invalid-url': 'generator.job.reason.invalid-url',
  'address-not-allowed': 'generator.job.reason.address-not-allowed',
};

const LINKEDIN_SCRAPE_TEXT: Record<LinkedinScrapeFailureReason | LinkedinUrlRejectionReason, MessageId> = {
  blocked: 'generator.linkedin.reason.blocked',
  'sign-in-wall': 'generator.linkedin.reason.sign-in-wall',
  'not-found': 'generator.linkedin.reason.not-found',
  timeout: 'generator.linkedin.reason.timeout',
  unreachable: 'generator.linkedin.reason.unreachable',
  'no-profile': 'generator.linkedin.reason.no-profile',
  'invalid-url': 'generator.linkedin.reason.invalid-url',
};

const GENERATION_TEXT: Record<GenerationErrorReason, MessageId> = {
  timeout: 'generator.generate.reason.timeout',
  unavailable: 'generator.generate.reason.unavailable',
  malformed: 'generator.generate.reason.malformed',
  unchecked: 'generator.generate.reason.unchecked',
  rejected: 'generator.generate.reason.rejected',
  'in-progress': 'generator.generate.reason.in-progress',
  'regeneration-limit': 'generator.generate.reason.regeneration-limit',
  'no-result': 'generator.generate.reason.no-result',
};

/** Title and sentence ids per refusal; the two the client also checks use the spec's texts. */
const CV_REFUSAL_TEXT: Record<CvRejectionReason, { title: MessageId; description: MessageId }> = {
  invalidFileType: { title: 'generator.cv.invalidType.title', description: 'generator.cv.invalidType.description' },
  fileTooLarge: { title: 'generator.cv.tooLarge.title', description: 'generator.cv.tooLarge.description' },
  emptyFile: { title: 'generator.cv.emptyFile.title', description: 'generator.cv.emptyFile.description' },
  tooManyFiles: { title: 'generator.cv.tooManyFiles.title', description: 'generator.cv.tooManyFiles.description' },
  uploadUnreadable: { title: 'generator.cv.uploadUnreadable.title', description: 'generator.cv.uploadUnreadable.description' },
  corrupt: { title: 'generator.cv.corrupt.title', description: 'generator.cv.corrupt.description' },
  encrypted: { title: 'generator.cv.encrypted.title', description: 'generator.cv.encrypted.description' },
  scannedPdf: { title: 'generator.cv.scannedPdf.title', description: 'generator.cv.scannedPdf.description' },
  noText: { title: 'generator.cv.noText.title', description: 'generator.cv.noText.description' },
  tooComplex: { title: 'generator.cv.tooComplex.title', description: 'generator.cv.tooComplex.description' },
  tooLong: { title: 'generator.cv.tooLong.title', description: 'generator.cv.tooLong.description' },
  tooSlow: { title: 'generator.cv.tooSlow.title', description: 'generator.cv.tooSlow.description' },
  busy: { title: 'generator.cv.busy.title', description: 'generator.cv.busy.description' },
  missingFile: { title: 'generator.cv.missingFile.title', description: 'generator.cv.missingFile.description' },
};

/** Answers without a reason code that any route can give: throttling and server trouble. */
const STATUS_TEXT: Partial<Record<number, MessageId>> = {
  429: 'generator.error.tooManyRequests',
  500: 'generator.error.internal',
  503: 'generator.error.unavailable',
};

function textFor<R extends string, T>(texts: Record<R, T>, reason: string | undefined): T | undefined {
  return reason !== undefined && Object.hasOwn(texts, reason) ? texts[reason as R] : undefined;
}

/** The id for a status-only answer (no reason code at all); a code this build does not know is not one. */
function statusTextFor({ reason, status }: ServerFailure): MessageId | undefined {
  return reason === undefined && status !== undefined ? STATUS_TEXT[status] : undefined;
}

/** Our sentence for the code; for a code we do not know, the server's English one. */
function describe<R extends string>(intl: IntlShape, texts: Record<R, MessageId>, failure: ServerFailure): string | undefined {
  const id = textFor(texts, failure.reason) ?? statusTextFor(failure);
  return id ? intl.formatMessage({ id }, { max: MAX_REGENERATIONS }) : failure.message;
}

export function jobScrapeFailureText(intl: IntlShape, failure: ServerFailure): string | undefined {
  return describe(intl, JOB_SCRAPE_TEXT, failure);
}

export function linkedinScrapeFailureText(intl: IntlShape, failure: ServerFailure): string | undefined {
  return describe(intl, LINKEDIN_SCRAPE_TEXT, failure);
}

/** The sentence under 'Generation failed' (and under a failed result load). */
export function generationFailureText(intl: IntlShape, failure: ServerFailure): string | undefined {
  return describe(intl, GENERATION_TEXT, failure);
}

interface RefusalText {
  title: string;
  description: string;
}

/** Our title and sentence for a CV refusal code this build knows; undefined for anything else. */
export function knownCvRefusalText(intl: IntlShape, reason: string | undefined): RefusalText | undefined {
  const known = textFor(CV_REFUSAL_TEXT, reason);
  return known && { title: intl.formatMessage({ id: known.title }), description: intl.formatMessage({ id: known.description }) };
}

/**
 * Title and sentence for a refused CV upload: ours for a known code or a status-only answer, the
 * server's own for a code we do not know, and undefined when the server explained nothing.
 */
export function cvRefusalText(intl: IntlShape, failure: ApiErrorParts): RefusalText | undefined {
  const known = knownCvRefusalText(intl, failure.reason);
  if (known) return known;
  const statusText = statusTextFor(failure);
  if (statusText) return { title: intl.formatMessage({ id: 'generator.cv.uploadFailed.title' }), description: intl.formatMessage({ id: statusText }) };
  return failure.error ? { title: failure.error, description: failure.message } : undefined;
}
