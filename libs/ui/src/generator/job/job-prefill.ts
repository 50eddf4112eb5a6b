/** A job posting handed to the job details card from outside (the extension reads it from the open page). */
export interface JobPrefill {
  /** A new id is a new posting to fill in; the same id again changes nothing. */
  id: string;
  jobUrl?: string;
  title?: string;
  company?: string;
  location?: string;
  description: string;
}

/** A LinkedIn profile handed to the LinkedIn card from outside (the extension reads it from linkedin.com/in/…). */
export interface LinkedinPrefill {
  id: string;
  linkedinUrl: string;
  /** The profile as text, for the background field. */
  content: string;
}

/** The job details as the card would save them. */
export interface JobDetailsValue {
  jobUrl: string;
  jobDescription: string;
}
