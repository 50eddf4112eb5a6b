import { API, type CvUploadResponse } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/request';
import { sessionStatusQueryKey } from './use-session-status';

/** `POST /api/cv/upload`, multipart field `cv`. */
export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('cv', file);
      return apiJson<CvUploadResponse>('POST', API.cvUpload, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionStatusQueryKey() }),
  });
}
