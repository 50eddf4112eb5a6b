import { MIN_CONTENT_CHARS, type ScrapeResponse } from '@coverletter/contracts';

/** What a blocked profile page shows instead of the profile (SPEC.md section 4). */
export const LINKEDIN_PLACEHOLDER_TEXT = 'LinkedIn Profile URL';

/** SPEC.md section 4: missing content, the placeholder text, or under 50 characters counts as failure. */
export function usableLinkedinContent(answer: ScrapeResponse): string | null {
  const content = answer.content?.trim() ?? '';
  if (!answer.success || content.includes(LINKEDIN_PLACEHOLDER_TEXT) || content.length < MIN_CONTENT_CHARS) return null;
  return content;
}
