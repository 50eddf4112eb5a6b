import { API, type SavedCvResponse } from '@coverletter/contracts';
import { apiJson } from '../api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCvsQueryKey } from './use-saved-cvs';

/** `POST /api/user/cvs`, multipart field `file`; the server checks type and size. */
export function useUploadSavedCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiJson<SavedCvResponse>('POST', API.userCvs, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCvsQueryKey() }),
  });
}
