import { ERROR_TEXT, MAX_REGENERATIONS, type GenerationErrorReason, type LetterWriterFailureReason } from '@coverletter/contracts';
import { HttpStatus } from '@nestjs/common';
import { AppError } from '../common/app-error';
import type { LetterWriterFailure } from './letter-writer';

const GENERATION_FAILED = 'Generation failed';

function reason(code: GenerationErrorReason): { reason: GenerationErrorReason } {
  return { reason: code };
}

export function paymentRequired(coverLetterCount: number): AppError {
  return new AppError(HttpStatus.PAYMENT_REQUIRED, ERROR_TEXT.paymentRequired, { coverLetterCount });
}

export function generationInProgress(): AppError {
  return new AppError(
    HttpStatus.CONFLICT,
    {
      error: 'Generation in progress',
      message: 'Your cover letter is already being written. Wait a moment, then check the result.',
    },
    reason('in-progress'),
  );
}

/** 429, not 402: paying would not allow a fourth rewrite of the same letter; signing in allows a new one. */
export function regenerationLimitReached(regenerationCount: number): AppError {
  return new AppError(
    HttpStatus.TOO_MANY_REQUESTS,
    {
      error: 'Regeneration limit reached',
      message: `You have regenerated this cover letter ${MAX_REGENERATIONS} times, the most allowed. Sign in to create more cover letters.`,
    },
    { ...reason('regeneration-limit'), regenerationCount, maxRegenerations: MAX_REGENERATIONS },
  );
}

export function noResultYet(): AppError {
  return new AppError(
    HttpStatus.NOT_FOUND,
    {
      error: 'No cover letter yet',
      message: 'This session has no cover letter yet. Generate one first.',
    },
    reason('no-result'),
  );
}

/**
 * True for every caller of the writer: a guest's first letter or a rewrite, an account's free
 * letter or a paid one. A failed write gives back whatever it had claimed.
 */
const NOT_COUNTED = 'This attempt was not counted, so nothing was used up.';

/** Keyed by the codes clients know (libs/contracts): a writer failure without an entry does not compile. */
const FAILURES: Record<LetterWriterFailureReason, { status: HttpStatus; message: string }> = {
  timeout: { status: HttpStatus.SERVICE_UNAVAILABLE, message: `The writing service took too long to answer. Please try again. ${NOT_COUNTED}` },
  unavailable: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: `The writing service is unavailable right now. Please try again in a moment. ${NOT_COUNTED}`,
  },
  malformed: { status: HttpStatus.BAD_GATEWAY, message: `The writing service returned an answer we could not use. Please try again. ${NOT_COUNTED}` },
  rejected: { status: HttpStatus.BAD_GATEWAY, message: `The writing service refused the request. Please try again later. ${NOT_COUNTED}` },
  unchecked: {
    status: HttpStatus.BAD_GATEWAY,
    message: `The draft did not pass our fact check (it named something your CV and the posting do not support), so it was not shown. Please try again. ${NOT_COUNTED}`,
  },
};

/** 503 when the provider did not answer (in time), 502 when it answered with something unusable; `data.reason` names which. */
export function generationFailed(failure: LetterWriterFailure): AppError {
  const { status, message } = FAILURES[failure];
  return new AppError(status, { error: GENERATION_FAILED, message }, reason(failure));
}
