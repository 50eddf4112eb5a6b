import { jobScrapeFailureText, type ServerFailure } from '@coverletter/ui';
import type { IntlShape } from 'react-intl';
import { jobScrapeProblem, type ScrapeProblem } from '../shared/scrape-problem';

/**
 * The create tab's scrape panel for a failure: 'blocked' is the protected site (SPEC.md section 8
 * keys it on the English 'blocks automated access', which answers without a code still use), and
 * the sentence is in the UI's language.
 */
export function createTabScrapeProblem(intl: IntlShape, failure: ServerFailure): ScrapeProblem {
  const kind = failure.reason === undefined ? jobScrapeProblem(failure.message ?? '').kind : failure.reason === 'blocked' ? 'protected' : 'failed';
  return { kind, message: jobScrapeFailureText(intl, failure) ?? '' };
}
