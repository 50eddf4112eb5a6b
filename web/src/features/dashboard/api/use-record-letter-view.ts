import { apiRequest } from '@coverletter/ui';
import { useMutation } from '@tanstack/react-query';
import { letterViewPath } from './api-paths';

/**
 * `POST /api/cover-letters/{id}/view`: the analytics event of SPEC.md section 7. Fire and forget:
 * a failure never stands in the reader's way; it is logged (console.warn), not shown.
 */
export function useRecordLetterView() {
  const { mutate } = useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('POST', letterViewPath(id));
    },
    onError: (error, id) => console.warn(`Could not record that cover letter ${id} was viewed`, error),
  });
  return mutate;
}
