import type { ErrorText } from '../common/app-error';

export const LINKEDIN_URL_ERROR: ErrorText = {
  error: 'Invalid LinkedIn URL',
  message: 'Please enter a LinkedIn profile URL (linkedin.com/in/…)',
};

/**
 * 200 `success: false` messages. "blocks" in `blocked` is what tells the dashboard to show
 * 'LinkedIn Protection Detected' rather than 'LinkedIn scraping failed' (SPEC.md section 8).
 */
export const LINKEDIN_SCRAPE_MESSAGES = {
  blocked: 'LinkedIn blocks automated access to profiles. Please paste your background manually.',
  notFound: 'This LinkedIn profile was not found. Please check the link or paste your background manually.',
  timeout: 'LinkedIn took too long to respond. Please paste your background manually.',
  unreachable: "We couldn't reach LinkedIn right now. Please paste your background manually.",
  noProfile: "We couldn't read this LinkedIn profile. Please paste your background manually.",
};
