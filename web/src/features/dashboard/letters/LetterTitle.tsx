import type { CoverLetterResponse } from '@coverletter/contracts';
import { FormattedMessage } from 'react-intl';

/** 'Letter for {company}', or a plain title when the company is unknown. */
export function LetterTitle({ letter }: { letter: Pick<CoverLetterResponse, 'companyName'> }) {
  const company = letter.companyName?.trim();
  return company ? <FormattedMessage id="letters.cardFor" values={{ company }} /> : <FormattedMessage id="letters.untitled" />;
}
