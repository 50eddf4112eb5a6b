import { API, type SavedCvResponse } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const savedCvsQueryKey = () => [API.userCvs] as const;

/** `GET /api/user/cvs`. */
export function useSavedCvs() {
  return useQuery<SavedCvResponse[]>({ queryKey: savedCvsQueryKey() });
}
