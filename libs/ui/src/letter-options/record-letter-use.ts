import { API } from '@coverletter/contracts';
import { apiRequest } from '../api/request';

/**
 * Tells the server a letter was copied, downloaded or exported (issue 13): the guest's one letter
 * (no id) or a letter by id. Only the first use counts there, so every use may send it. Fire and
 * forget: a failure never stands in the user's way; it is logged, not shown.
 */
export function recordLetterUse(letterId?: string | null): void {
  apiRequest('POST', letterId ? API.coverLetterUses(letterId) : API.resultUses).catch((error: unknown) =>
    console.warn('Could not record that the letter was used', error),
  );
}
