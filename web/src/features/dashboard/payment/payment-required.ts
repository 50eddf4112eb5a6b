import type { ApiErrorBody, PaymentRequiredData } from '@coverletter/contracts';

/**
 * `data.coverLetterCount` of a 402 answer: the request helper's error reads
 * `"402: {json body}"`, and parseApiErrorMessage does not return `data`.
 */
export function paymentRequiredLetterCount(error: unknown): number | null {
  const body = /^\d{3}: ([\s\S]*)$/.exec(error instanceof Error ? error.message : '')?.[1];
  if (!body) return null;
  try {
    const data = (JSON.parse(body) as Partial<ApiErrorBody>).data as Partial<PaymentRequiredData> | undefined;
    return typeof data?.coverLetterCount === 'number' ? data.coverLetterCount : null;
  } catch {
    return null; // a body that is not JSON carries no count; the caller falls back to the list
  }
}
