/** The phrases SPEC.md section 8 keys the dashboard's scrape panels on. */
const JOB_BLOCKED_PHRASE = 'blocks automated access';
const LINKEDIN_BLOCKED_PHRASE = 'blocks';

export type ScrapeProblem = { kind: 'protected' | 'failed'; message: string };

export function jobScrapeProblem(message: string): ScrapeProblem {
  return { kind: message.includes(JOB_BLOCKED_PHRASE) ? 'protected' : 'failed', message };
}

export function linkedinScrapeProblem(message: string): ScrapeProblem {
  return { kind: message.includes(LINKEDIN_BLOCKED_PHRASE) ? 'protected' : 'failed', message };
}
