import { API, type LetterVersion } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/cover-letters/:id/versions` through the default query function (the key joins into the path), oldest first. */
export function useLetterVersions(letterId: string) {
  return useQuery<LetterVersion[]>({ queryKey: [API.coverLetters, letterId, 'versions'] });
}
