import type { GenerateForUserRequest } from '@coverletter/contracts';
import { MatchSummary } from '@coverletter/ui';
import { Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useAssessMatch } from '../api/use-assess-match';
import { useSettledRequest } from './use-settled-request';

/** Typing pauses this long before the match is asked for again. */
const SETTLE_MS = 800;

/**
 * The match of the chosen CV and the posting, as soon as both are there. Only a description is
 * assessed here: a job URL alone is read into the description first (the form does it), so the
 * server never has to read the page just to assess it.
 */
export function CreateMatch({ request }: { request: GenerateForUserRequest | null }) {
  const settled = useSettledRequest(request?.jobDescription ? request : null, SETTLE_MS);
  const assessment = useAssessMatch(settled);
  if (!settled) return null;
  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2" weight="medium">
        <FormattedMessage id="match.title" />
      </Text>
      <MatchSummary assessment={assessment.data} isLoading={assessment.isFetching} isError={assessment.isError} variant="preview" />
    </Flex>
  );
}
