import type { GenerateForUserRequest } from '@coverletter/contracts';

/**
 * What the dashboard needs to remember across the trip to the payment page and back, kept in
 * sessionStorage (this tab only): the letter being paid for, so `showPayment=true` can offer it
 * again, and how many letters there were, so `generating=true` knows when a new one has arrived.
 */
const REQUEST_KEY = 'pendingPaymentRequest';
const LETTER_COUNT_KEY = 'pendingPaymentLetterCount';

export function rememberPaymentRequest(request: GenerateForUserRequest): void {
  window.sessionStorage.setItem(REQUEST_KEY, JSON.stringify(request));
}

export function recallPaymentRequest(): GenerateForUserRequest | null {
  const stored = window.sessionStorage.getItem(REQUEST_KEY);
  if (!stored) return null;
  try {
    const request = JSON.parse(stored) as Partial<GenerateForUserRequest>;
    return typeof request.cvId === 'string' ? (request as GenerateForUserRequest) : null;
  } catch {
    return null; // written by an older version of the page: nothing to offer
  }
}

export function rememberLetterCountAtPayment(count: number): void {
  window.sessionStorage.setItem(LETTER_COUNT_KEY, String(count));
}

/** The remembered count, removed once read. */
export function takeLetterCountAtPayment(): number | null {
  const stored = window.sessionStorage.getItem(LETTER_COUNT_KEY);
  window.sessionStorage.removeItem(LETTER_COUNT_KEY);
  const count = stored === null ? NaN : Number(stored);
  return Number.isInteger(count) && count >= 0 ? count : null;
}
