import { API, type LinkedinScrapeRequest, type ScrapeResponse } from '@coverletter/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../api/request';

/** `POST /api/linkedin/scrape`; profiles are often blocked, which answers `success: false`. */
export function useScrapeLinkedin() {
  return useMutation({
    mutationFn: (linkedinUrl: string) => apiJson<ScrapeResponse>('POST', API.linkedinScrape, { linkedinUrl } satisfies LinkedinScrapeRequest),
  });
}
