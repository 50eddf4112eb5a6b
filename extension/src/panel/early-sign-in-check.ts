/** The signed-in check panel-early.js sent (send-early-sign-in-check.ts): to which API, with which guest session, and its answer. */
export interface EarlySignInCheck {
  apiUrl: string;
  sessionId: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by panel-early.js; the panel's first signed-in check takes it over. */
    coverLetterEarlySignInCheck?: Promise<EarlySignInCheck>;
  }
}

/**
 * The early check's answer when it asked what the panel asks now (same API, same guest
 * session), else undefined: the caller sends its own. Taken once.
 */
export async function takeEarlySignInCheck(apiUrl: string, sessionId: string | null): Promise<Response | undefined> {
  const early = window.coverLetterEarlySignInCheck;
  window.coverLetterEarlySignInCheck = undefined;
  const check = await early?.catch(() => undefined);
  return check && check.apiUrl === apiUrl && check.sessionId === sessionId ? check.response : undefined;
}
