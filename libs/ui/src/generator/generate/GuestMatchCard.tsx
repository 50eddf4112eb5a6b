import { TargetIcon } from '@radix-ui/react-icons';
import { FormattedMessage } from 'react-intl';
import { MatchSummary } from '../../match/MatchSummary';
import { useGuestAssessment } from '../api/use-guest-assessment';
import { StepCard } from '../StepCard';

/** Before Generate: how well the session's CV matches its job details, asked again whenever either changes. */
export function GuestMatchCard({ sessionId }: { sessionId: string }) {
  const assessment = useGuestAssessment({ sessionId, enabled: true });
  return (
    <StepCard icon={<TargetIcon />} title={<FormattedMessage id="match.title" />}>
      <MatchSummary assessment={assessment.data} isLoading={assessment.isFetching} isError={assessment.isError} variant="preview" />
    </StepCard>
  );
}
