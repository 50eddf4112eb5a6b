import { API, type JobScrapeRequest, type ScrapeResponse } from '@coverletter/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../api/request';

/** `POST /api/job/scrape`; `success: false` with a message when the site cannot be read. */
export function useScrapeJob() {
  return useMutation({
    mutationFn: (jobUrl: string) => apiJson<ScrapeResponse>('POST', API.jobScrape, { jobUrl } satisfies JobScrapeRequest),
  });
}
