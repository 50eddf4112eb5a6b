import { ERROR_TEXT, parseApiErrorMessage } from '@coverletter/contracts';

export interface ApiErrorParts {
  status?: number;
  error?: string;
  message: string;
  /** `data.reason`: the machine-readable code of the answer, when it has one. */
  reason?: string;
}

/** The status, title, sentence and reason code of a failed request helper call (`"400: {json}"`). */
export function readApiError(error: unknown): ApiErrorParts {
  const { data, ...parts } = parseApiErrorMessage(error instanceof Error ? error.message : String(error));
  return typeof data?.reason === 'string' ? { ...parts, reason: data.reason } : parts;
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

/** The request never got an answer (the service is down or unreachable): the page's own notice says so once, not every request's toast. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError && readApiError(error).status === undefined;
}
