import { API, type LinkedinProfileResponse, type SaveLinkedinProfileRequest } from '@coverletter/contracts';
import { apiJson } from '../api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkedinProfileQueryKey } from './use-linkedin-profile';

/** `POST /api/user/linkedin {linkedinUrl, linkedinContent}`; answers the saved profile. */
export function useSaveLinkedinProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: SaveLinkedinProfileRequest) => apiJson<LinkedinProfileResponse>('POST', API.userLinkedin, profile),
    onSuccess: (saved) => queryClient.setQueryData(linkedinProfileQueryKey(), saved),
  });
}
