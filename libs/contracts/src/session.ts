import type { PostingSummary } from './generator';
export interface SessionInitResponse {
  sessionId: string;
}

/** What the upload answered about the session's CV, without its text. */
export interface CvSummary {
  filename: string;
  /** Bytes. */
  size: number;
  /** Characters of extracted text (UTF-16 code units, as JavaScript counts them). */
  textLength: number;
}

export interface SessionStatus {
  sessionId: string;
  hasCV: boolean;
  hasJobInfo: boolean;
  hasResult: boolean;
  /** Present when the session has a CV (our addition to the spec's fields). */
  cv?: CvSummary;
  /** Present when the session has job info: the company and title detected or set (our addition). */
  posting?: PostingSummary;
}

/** Guest session ids are server-made UUID v4 strings. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/** Days of inactivity after which a guest session and everything in it is deleted. */
export const GUEST_SESSION_RETENTION_DAYS = 30;

/** `GET /api/app-config`: public runtime settings the web app needs (our addition to the spec). */
export interface AppConfigResponse {
  supportEmail: string;
}

/** `GET /api/auth/user` (SPEC.md section 3). */
export interface AuthUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string;
  createdAt: string;
}

/**
 * `GET /api/auth/session` (our addition): who is signed in, 200 for everyone, `user` null when
 * nobody is. The web app asks this, not `GET /api/auth/user` (non-OK when anonymous, as the spec
 * says), so a visitor's browser console shows no failed request on every page.
 */
export interface AuthSessionResponse {
  user: AuthUser | null;
}

/** `GET /api/user/linkedin` and the answer of `POST /api/user/linkedin`; all null when none is saved. */
export interface LinkedinProfileResponse {
  linkedinUrl: string | null;
  linkedinContent: string | null;
  updatedAt: string | null;
}

export interface SaveLinkedinProfileRequest {
  linkedinUrl: string;
  linkedinContent?: string;
}

/** A profile URL must look like linkedin.com/in/<name> (SPEC.md section 5). */
export const LINKEDIN_PROFILE_URL = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[^/?#\s]+\/?([?#].*)?$/i;
