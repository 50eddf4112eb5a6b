import type { GenerateForUserRequest, SavedCvResponse } from '@coverletter/contracts';
import { isJobUrl, readApiError, useScrapeJob } from '@coverletter/ui';
import { useRef, useState } from 'react';
import { jobScrapeProblem, type ScrapeProblem } from '../shared/scrape-problem';
import { useNotify } from '../shared/use-notify';
import { createFormProblem } from './create-validation';
import { useScrapeOnPause } from './use-scrape-on-pause';

const toJobUrl = (text: string) => (isJobUrl(text) ? text : null);

/** The default CV, else the newest one, else none. */
function preselectedCvId(cvs: readonly SavedCvResponse[]): string | null {
  return (cvs.find((cv) => cv.isDefault) ?? cvs[0])?.id ?? null;
}

/**
 * The create tab's inputs. They live with the dashboard rather than the tab, so switching to the
 * CVs tab to upload one and coming back keeps what was typed.
 */
export function useCreateForm(cvs: readonly SavedCvResponse[]) {
  const notify = useNotify();
  const [chosenCvId, setCvId] = useState<string | null>(null);
  const [jobUrl, setJobUrl] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [includeLinkedin, setIncludeLinkedin] = useState(true);
  const [scrapeProblem, setScrapeProblem] = useState<ScrapeProblem | null>(null);
  /** The description the last scrape filled in; a description typed by hand is never overwritten. */
  const scrapedDescription = useRef('');
  const scrapeJob = useScrapeJob();

  useScrapeOnPause(jobUrl, toJobUrl, (url) => {
    setScrapeProblem(null);
    scrapeJob.mutate(url, {
      onSuccess: (answer) => {
        const content = answer.content?.trim();
        if (!answer.success || !content) return setScrapeProblem(jobScrapeProblem(answer.message ?? ''));
        if (jobDescription.trim() && jobDescription !== scrapedDescription.current) return;
        scrapedDescription.current = content;
        setJobDescription(content);
        notify.success('create.job.scraped.title', 'create.job.scraped.description');
      },
      onError: (error) => setScrapeProblem(jobScrapeProblem(readApiError(error).message)),
    });
  });

  const cvId = cvs.some((cv) => cv.id === chosenCvId) ? chosenCvId : preselectedCvId(cvs);
  const problemId = createFormProblem({ cvId, jobUrl, jobDescription });

  /** The request for the current inputs; null while something required is missing. */
  const toRequest = (linkedinConnected: boolean): GenerateForUserRequest | null =>
    problemId || !cvId
      ? null
      : {
          cvId,
          jobDescription: jobDescription.trim() || undefined,
          jobUrl: jobUrl.trim() || undefined,
          useLinkedIn: linkedinConnected && includeLinkedin,
        };

  const resetJob = () => {
    setJobUrl('');
    setJobDescription('');
    setScrapeProblem(null);
    scrapedDescription.current = '';
  };

  return {
    cvId,
    setCvId,
    jobUrl,
    setJobUrl,
    jobDescription,
    setJobDescription,
    includeLinkedin,
    setIncludeLinkedin,
    isScraping: scrapeJob.isPending,
    scrapeProblem,
    problemId,
    toRequest,
    resetJob,
  };
}

export type CreateForm = ReturnType<typeof useCreateForm>;
