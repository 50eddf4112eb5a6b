import { LOW_MATCH_WARNING_SCORE, type MatchAssessment } from '@coverletter/contracts';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SkillPills } from '../generator/result/SkillPills';

interface MatchSummaryProps {
  /** The assessment; undefined while it is asked for. */
  assessment: MatchAssessment | undefined;
  isLoading: boolean;
  isError: boolean;
  /** 'payment': one line and the warning, worded for paying; 'preview': with the skills. */
  variant: 'preview' | 'payment';
}

/** "Match 3/10 — 2 of 9 requirements met", a warning below LOW_MATCH_WARNING_SCORE, and (in a preview) the skills. */
export function MatchSummary({ assessment, isLoading, isError, variant }: MatchSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  if (isError && !assessment) {
    return (
      <Text as="p" size="2" color="gray">
        <FormattedMessage id="match.failed" />
      </Text>
    );
  }
  if (!assessment) {
    return isLoading ? (
      <Skeleton height="24px" width="100%">
        <FormattedMessage id="match.loading" />
      </Skeleton>
    ) : null;
  }
  const score = intl.formatNumber(assessment.score, { maximumFractionDigits: 1 });
  const low = assessment.score < LOW_MATCH_WARNING_SCORE;
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby={headingId} aria-live="polite" aria-busy={isLoading}>
        <Text id={headingId} as="p" size="3" weight="bold">
          {assessment.requirementsTotal > 0 ? (
            <FormattedMessage id="match.summary" values={{ score, met: assessment.requirementsMet, total: assessment.requirementsTotal }} />
          ) : (
            <FormattedMessage id="match.summaryNoRequirements" values={{ score }} />
          )}
        </Text>
        {low && (
          <Callout.Root color="amber" size="1" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              <FormattedMessage id={variant === 'payment' ? 'match.lowWarning.payment' : 'match.lowWarning'} />
            </Callout.Text>
          </Callout.Root>
        )}
        {variant === 'preview' && (
          <>
            <SkillPills
              titleId="generator.result.matchingSkills"
              skills={assessment.matchingSkills}
              color="green"
              variant="soft"
              evidence={assessment.skillEvidence}
            />
            <SkillPills titleId="generator.result.missingSkills" skills={assessment.missingSkills} color="amber" variant="outline" />
          </>
        )}
      </section>
    </Flex>
  );
}
