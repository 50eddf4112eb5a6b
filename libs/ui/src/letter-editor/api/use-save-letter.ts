import { API, type EditLetterRequest, type LetterVersion } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/request';

/** `PATCH /api/cover-letters/:id`: a signed-in user's edit (or a restored version); the letters and their versions are asked again. */
export function useSaveLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => apiJson<LetterVersion>('PATCH', API.coverLetter(id), { text } satisfies EditLetterRequest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API.coverLetters] }),
  });
}
