import { jobScrapeFailureText, linkedinScrapeFailureText, type ServerFailure } from '@coverletter/ui';
import type { IntlShape } from 'react-intl';

export type ScrapeProblem = { kind: 'protected' | 'failed'; message: string };

/**
 * The panel a failure gets: 'protected' (the copy-paste route) for the codes of a site that keeps
 * us out. SPEC.md section 8 keys it on an English phrase, which only an answer without a code
 * still needs.
 */
function problemKind(failure: ServerFailure, protectedReasons: readonly string[], blockedPhrase: string): ScrapeProblem['kind'] {
  const isProtected = failure.reason === undefined ? (failure.message ?? '').includes(blockedPhrase) : protectedReasons.includes(failure.reason);
  return isProtected ? 'protected' : 'failed';
}

/** The create tab's job URL: 'blocks automated access' is the protected posting. */
export function jobScrapeProblem(intl: IntlShape, failure: ServerFailure): ScrapeProblem {
  return { kind: problemKind(failure, ['blocked'], 'blocks automated access'), message: jobScrapeFailureText(intl, failure) ?? '' };
}

/** The LinkedIn dialog: a refusal or LinkedIn's sign-in wall is 'LinkedIn Protection Detected'. */
export function linkedinScrapeProblem(intl: IntlShape, failure: ServerFailure): ScrapeProblem {
  return { kind: problemKind(failure, ['blocked', 'sign-in-wall'], 'blocks'), message: linkedinScrapeFailureText(intl, failure) ?? '' };
}
