import { API, type MatchAssessment } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/request';
import { sessionStatusQueryKey } from './use-session-status';

/**
 * Under the session status key on purpose: whatever changes the session's CV or job details
 * invalidates the status, and with it the assessment, which is then asked for again.
 */
export const guestAssessmentQueryKey = (sessionId: string) => [...sessionStatusQueryKey(), 'assessment', sessionId] as const;

/** `POST /api/assess` for the guest session: its CV and job details, as the letter would be scored. */
export function useGuestAssessment({ sessionId, enabled }: { sessionId: string | undefined; enabled: boolean }) {
  return useQuery({
    queryKey: guestAssessmentQueryKey(sessionId ?? ''),
    queryFn: () => apiJson<MatchAssessment>('POST', API.assess),
    enabled: enabled && Boolean(sessionId),
  });
}
