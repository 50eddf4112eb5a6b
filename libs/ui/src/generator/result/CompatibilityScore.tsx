import { SCORE_MAX } from '@coverletter/contracts';
import { Flex, Progress, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The 0 to 10 score as a percentage (score × 10 %) with a bar (SPEC.md section 2). */
export function CompatibilityScore({ score }: { score: number }) {
  const intl = useIntl();
  const labelId = useId();
  const share = Math.min(Math.max(score / SCORE_MAX, 0), 1);
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" align="baseline">
        <Text id={labelId} size="2" weight="medium" color="gray">
          <FormattedMessage id="generator.result.compatibility" />
        </Text>
        <Text size="6" weight="bold" className="cl-score">
          {intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })}
        </Text>
      </Flex>
      <Progress value={share * 100} size="3" aria-labelledby={labelId} color={share >= 0.7 ? 'green' : share >= 0.4 ? 'amber' : 'red'} />
    </Flex>
  );
}
