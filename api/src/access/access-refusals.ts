/** What the AccessGuard answers to callers who are not signed in (401) or not allowed (403). */
export const SIGN_IN_REQUIRED = { error: 'Sign in required', message: 'Please sign in to continue.' };
export const FORBIDDEN = { error: 'Forbidden', message: "You don't have permission to access this page." };
