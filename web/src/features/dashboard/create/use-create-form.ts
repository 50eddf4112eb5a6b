import { DEFAULT_LETTER_OPTIONS, type GenerateForUserRequest, type LetterOptions, type SavedCvResponse } from '@coverletter/contracts';
import { isJobUrl, readApiError, useScrapeJob, useScrapeOnPause, type ServerFailure } from '@coverletter/ui';
import { useRef, useState } from 'react';
import { useNotify } from '../shared/use-notify';
import { createFormProblem } from './create-validation';

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
  const [options, setOptions] = useState<LetterOptions>(DEFAULT_LETTER_OPTIONS);
  /** What the server said when the job URL could not be read; the panel words it in the UI's language. */
  const [scrapeFailure, setScrapeFailure] = useState<ServerFailure | null>(null);
  /** The description the last scrape filled in; a description typed by hand is never overwritten. */
  const scrapedDescription = useRef('');
  const scrapeJob = useScrapeJob();

  useScrapeOnPause({
    text: jobUrl,
    toScrapeUrl: toJobUrl,
    scrape: (url) => {
      setScrapeFailure(null);
      scrapeJob.mutate(url, {
        onSuccess: (answer) => {
          const content = answer.content?.trim();
          if (!answer.success || !content) return setScrapeFailure(answer);
          if (jobDescription.trim() && jobDescription !== scrapedDescription.current) return;
          scrapedDescription.current = content;
          setJobDescription(content);
          notify.success('create.job.scraped.title', 'create.job.scraped.description');
        },
        onError: (error) => setScrapeFailure(readApiError(error)),
      });
    },
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
          ...options,
        };

  /** A failure belongs to the address that failed: another address starts afresh. */
  const changeJobUrl = (url: string) => {
    setScrapeFailure(null);
    setJobUrl(url);
  };

  const resetJob = () => {
    setJobUrl('');
    setJobDescription('');
    setScrapeFailure(null);
    scrapedDescription.current = '';
  };

  return {
    cvId,
    setCvId,
    jobUrl,
    setJobUrl: changeJobUrl,
    jobDescription,
    setJobDescription,
    includeLinkedin,
    setIncludeLinkedin,
    options,
    setOptions,
    isScraping: scrapeJob.isPending,
    scrapeFailure,
    problemId,
    toRequest,
    resetJob,
  };
}

export type CreateForm = ReturnType<typeof useCreateForm>;
