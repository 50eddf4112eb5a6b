interface CreateFormValues {
  cvId: string | null;
  jobUrl: string;
  jobDescription: string;
}

/** SPEC.md section 5, dashboard create: the message id of the first missing input, or null when ready. */
export function createFormProblem({ cvId, jobUrl, jobDescription }: CreateFormValues): string | null {
  if (!cvId) return 'create.validation.cv';
  if (!jobUrl.trim() && !jobDescription.trim()) return 'create.validation.job';
  return null;
}
