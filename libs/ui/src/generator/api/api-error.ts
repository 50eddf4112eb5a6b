import { ERROR_TEXT, parseApiErrorMessage } from '@coverletter/contracts';

/** The status, title and sentence of a failed request helper call (`"400: {json}"`). */
export function readApiError(error: unknown): { status?: number; error?: string; message: string } {
  return parseApiErrorMessage(error instanceof Error ? error.message : String(error));
}

/** SPEC.md section 4: a 402 or a 'Payment required' error means the free letter is used. */
export function isPaymentRequired(error: unknown): boolean {
  const { status, error: title, message } = readApiError(error);
  const text = ERROR_TEXT.paymentRequired.error;
  return status === 402 || title === text || message.includes(text);
}

/** The server no longer knows the stored session id (missing, malformed, unknown or expired). */
export function isUnknownSession(error: unknown): boolean {
  const { status } = readApiError(error);
  return status === 400 || status === 404;
}
