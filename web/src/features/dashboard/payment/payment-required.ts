import { parseApiErrorMessage, type PaymentRequiredData } from '@coverletter/contracts';

/** `data.coverLetterCount` of a 402 answer (the request helper's error reads `"402: {json body}"`). */
export function paymentRequiredLetterCount(error: unknown): number | null {
  const { data } = parseApiErrorMessage(error instanceof Error ? error.message : String(error));
  const count = (data as Partial<PaymentRequiredData> | undefined)?.coverLetterCount;
  return typeof count === 'number' ? count : null;
}
