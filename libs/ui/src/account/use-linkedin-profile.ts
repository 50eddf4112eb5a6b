import { API, type LinkedinProfileResponse } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const linkedinProfileQueryKey = () => [API.userLinkedin] as const;

/** `GET /api/user/linkedin`; every field is null when no profile is saved. */
export function useLinkedinProfile() {
  const query = useQuery<LinkedinProfileResponse>({ queryKey: linkedinProfileQueryKey() });
  const profile = query.data?.linkedinUrl ? query.data : null;
  return { profile, isConnected: profile !== null, query };
}
