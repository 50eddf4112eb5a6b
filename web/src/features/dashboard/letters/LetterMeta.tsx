import { SCORE_MAX, type CoverLetterResponse } from '@coverletter/contracts';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';

/** Match score, creation date and the Paid/Free badge of a letter. */
export function LetterMeta({ letter }: { letter: CoverLetterResponse }) {
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text size="2" weight="medium" className="letter-meta__score">
        <FormattedMessage
          id="letters.matchScore"
          values={{ score: <FormattedNumber key="score" value={letter.compatibilityScore} maximumFractionDigits={1} />, max: SCORE_MAX }}
        />
      </Text>
      <Text size="2" color="gray">
        <FormattedMessage id="letters.created" values={{ date: <FormattedDate key="date" value={letter.createdAt} dateStyle="medium" /> }} />
      </Text>
      <Badge color={letter.wasPaid ? 'indigo' : 'green'} variant="soft" radius="full">
        <FormattedMessage id={letter.wasPaid ? 'letters.paid' : 'letters.free'} />
      </Badge>
    </Flex>
  );
}
