/**
 * The stable JSON body of every API error. `error` is the short title the UI shows as a heading
 * (SPEC.md section 8 pairs a title with a message); `message` is the sentence under it.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  requestId?: string;
  /** Extra machine-readable data, e.g. `{ coverLetterCount }` on a 402. */
  data?: Record<string, unknown>;
}

/** Error texts of SPEC.md sections 5 and 8, word for word. */
export const ERROR_TEXT = {
  invalidFileType: { error: 'Invalid file type', message: 'Please upload a PDF or DOC file' },
  fileTooLarge: { error: 'File too large', message: 'Please upload a file smaller than 5MB' },
  missingCv: { error: 'Upload your CV first', message: 'Upload your CV first' },
  missingJobInfo: { error: 'Add job details', message: 'Add job details' },
  paymentRequired: { error: 'Payment required', message: 'Payment required' },
  sessionMissing: { error: 'Session required', message: 'Send the X-Session-ID header with a session id from POST /api/session/init' },
  sessionMalformed: { error: 'Invalid session', message: 'The X-Session-ID header is not a valid session id' },
  sessionNotFound: { error: 'Session not found', message: 'This session does not exist or has expired; start a new one' },
  notFound: { error: 'Not Found', message: 'No such API route' },
  internal: { error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' },
  tooManyRequests: { error: 'Too Many Requests', message: 'Too many requests. Please wait a moment and try again.' },
  databaseUnavailable: { error: 'Service Unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' },
} as const;

/**
 * The request helper fails with `"<status>: <body text>"` (SPEC.md section 8). This reads such a
 * message back into its parts so a screen can show the server's title and sentence.
 */
export function parseApiErrorMessage(raw: string): { status?: number; error?: string; message: string; data?: Record<string, unknown> } {
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { message: raw };
  const status = Number(match[1]);
  const body = match[2];
  try {
    const parsed = JSON.parse(body) as Partial<ApiErrorBody>;
    if (parsed && typeof parsed.message === 'string') {
      const data = parsed.data && typeof parsed.data === 'object' ? { data: parsed.data } : {};
      return { status, error: parsed.error, message: parsed.message, ...data };
    }
  } catch {
    // not JSON: the body text itself is the message
  }
  return { status, message: body };
}
