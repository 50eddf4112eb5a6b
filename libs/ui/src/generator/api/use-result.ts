import { API, type GenerationResult } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const resultQueryKey = () => [API.result] as const;

/** `GET /api/result` through the default query function; only asked for once the status says a result exists. */
export function useResult({ enabled }: { enabled: boolean }) {
  return useQuery<GenerationResult>({ queryKey: resultQueryKey(), enabled });
}
