import { DESCRIPTION_AUTOSAVE_DEBOUNCE_MS, MIN_CONTENT_CHARS, type JobInfoRequest } from '@coverletter/contracts';
import { useRef } from 'react';
import { useSaveJobInfo } from '../api/use-save-job-info';
import { useSettledEffect } from '../use-settled-effect';

type JobDetails = JobInfoRequest & { jobDescription: string };

interface DescriptionAutosaveOptions {
  description: string;
  /** The job URL to save along with a typed description, if the field holds one. */
  jobUrl: () => string | undefined;
  onError: (error: Error) => void;
  /** A text the card saves another way from its first render (a posting filled in as it mounts): not saved again. */
  savedOnMount?: string;
}

/**
 * SPEC.md section 4: a description longer than 50 characters (trimmed) and different from the
 * last saved one is saved after 2 s without typing. `save` also serves the scrape, which saves at
 * once; remembering what was sent keeps the pause after it from saving the same text again.
 */
export function useDescriptionAutosave({ description, jobUrl, onError, savedOnMount }: DescriptionAutosaveOptions) {
  const saveJobInfo = useSaveJobInfo();
  const lastSaved = useRef<string | null>(savedOnMount ?? null);

  const save = (details: JobDetails, onSaved?: () => void) => {
    lastSaved.current = details.jobDescription;
    saveJobInfo.mutate(details, {
      onSuccess: onSaved,
      onError: (error) => {
        lastSaved.current = null;
        onError(error);
      },
    });
  };

  useSettledEffect(description.trim(), DESCRIPTION_AUTOSAVE_DEBOUNCE_MS, (text) => {
    if (text.length <= MIN_CONTENT_CHARS || text === lastSaved.current) return;
    const url = jobUrl();
    save(url ? { jobDescription: text, jobUrl: url } : { jobDescription: text });
  });

  return {
    save,
    isSaving: saveJobInfo.isPending,
    isSaved: saveJobInfo.isSuccess && saveJobInfo.variables?.jobDescription === description.trim(),
  };
}
