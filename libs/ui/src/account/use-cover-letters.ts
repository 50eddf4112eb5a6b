import { API, type CoverLetterResponse } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const coverLettersQueryKey = () => [API.coverLetters] as const;

/** `GET /api/cover-letters`, newest first. `pollEveryMs` refetches while a paid letter is being written. */
export function useCoverLetters({ pollEveryMs }: { pollEveryMs?: number } = {}) {
  return useQuery<CoverLetterResponse[]>({ queryKey: coverLettersQueryKey(), refetchInterval: pollEveryMs ?? false });
}
