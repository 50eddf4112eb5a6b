import { API, type CvUploadResponse } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, getSessionStore } from '../../api/request';
import { fetchOrStartSession, sessionStatusQueryKey } from './use-session-status';

/** `POST /api/cv/upload`, multipart field `cv`. */
export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      // A CV picked before the guest session has started (the side panel shows the generator the
      // moment it opens) waits for it, the same request the page already made: the upload needs its id.
      if (!getSessionStore().get()) await queryClient.fetchQuery({ queryKey: sessionStatusQueryKey(), queryFn: fetchOrStartSession });
      const form = new FormData();
      form.append('cv', file);
      return apiJson<CvUploadResponse>('POST', API.cvUpload, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionStatusQueryKey() }),
  });
}
