import { API, type AssessMatchRequest, type MatchAssessment } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const assessMatchQueryKey = (request: AssessMatchRequest | null) => [API.assess, request] as const;

/**
 * `POST /api/assess` for a letter request (saved CV, posting, LinkedIn): the create form and the
 * payment modal ask with the same request, so the modal shows the form's answer without asking again.
 */
export function useAssessMatch(letterRequest: AssessMatchRequest | null) {
  // The letter's length, tone and language change nothing in the match: choosing them asks nothing again.
  const request: AssessMatchRequest | null = letterRequest && {
    cvId: letterRequest.cvId,
    jobDescription: letterRequest.jobDescription,
    jobUrl: letterRequest.jobUrl,
    useLinkedIn: letterRequest.useLinkedIn,
  };
  return useQuery({
    queryKey: assessMatchQueryKey(request),
    queryFn: () => apiJson<MatchAssessment>('POST', API.assess, request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
