import type { LetterLanguageChoice, LetterLength, LetterOptionsInput, LetterTone } from './letter-options';
import type { GenerateForUserRequest } from './account';
import type { PostingLanguage } from './posting';
import type { ScrapeFailureReason } from './reason-codes';

/** `POST /api/cv/upload` (multipart field `cv`) and `POST /api/user/cvs` (field `file`). */
export interface CvUploadResponse {
  filename: string;
  size: number;
  cvContent: string;
  textLength: number;
  sessionId: string;
}

/** `POST /api/job/scrape` `{ jobUrl }`. */
export interface JobScrapeRequest {
  jobUrl: string;
}

/** `POST /api/linkedin/scrape` `{ linkedinUrl }`. */
export interface LinkedinScrapeRequest {
  linkedinUrl: string;
}

/**
 * Answer of both scrape routes. `success: false` carries `message`, an English sentence (e.g. that
 * the site blocks automated access), and `reason`, its code; `content` is then empty.
 */
export interface ScrapeResponse {
  success: boolean;
  content: string;
  message?: string;
  reason?: ScrapeFailureReason;
  title?: string | null;
  company?: string | null;
  location?: string | null;
}

/** `POST /api/job-info`. `company` and `jobTitle` are the user's corrections of what was detected (our addition); an empty string clears one. */
export interface JobInfoRequest {
  jobUrl?: string;
  jobDescription?: string;
  linkedinUrl?: string;
  linkedinContent?: string;
  company?: string;
  jobTitle?: string;
}

/** The company and title the letter will use (what the user set wins over what was detected), in the job-info answer and the session status. */
export interface PostingSummary {
  company: string | null;
  jobTitle: string | null;
  location: string | null;
  language: PostingLanguage;
  companySetByUser: boolean;
  jobTitleSetByUser: boolean;
}

/** A matching skill and the line of the CV or background that shows it. */
export interface SkillEvidence {
  skill: string;
  evidence: string;
}

/**
 * What a letter's document (the .docx and .pdf export) shows beyond the text: the candidate's name
 * and contact details as the CV gives them (null when not found), and the letter's language, which
 * sets the date's wording. Read from the CV when the letter is written.
 */
export interface Letterhead {
  name: string | null;
  email: string | null;
  phone: string | null;
  language: PostingLanguage;
}

/** `POST /api/generate` answers it, and `GET /api/result` returns the last one. */
export interface GenerationResult {
  coverLetter: string;
  /** 0 to 10. */
  compatibilityScore: number;
  matchingSkills: string[];
  /** Skills the job asks for that the CV does not show. */
  missingSkills: string[];
  companyName: string | null;
  jobTitle: string | null;
  /** For each matching skill, the CV or background line that shows it (our addition; absent on letters written before it). */
  skillEvidence?: SkillEvidence[];
  /** The candidate's name, contact details and the letter's language, for the exported document (our addition). */
  letterhead?: Letterhead;
  /** The length, tone and language chosen when it was written (our addition, issue 13); a rewrite keeps them unless new ones are sent. */
  length?: LetterLength;
  tone?: LetterTone;
  language?: LetterLanguageChoice;
  /** The text is the user's saved edit, not the writer's (our addition): a Regenerate that would replace it asks first. */
  edited?: boolean;
}

/** `POST /api/generate` body (our addition, issue 13): every field optional; a rewrite keeps the letter's choices for the fields left out. */
export type GenerateRequest = LetterOptionsInput;

/**
 * `POST /api/assess`: how well the CV (and background) matches the posting, before any letter is
 * written. Deterministic (the same inputs give the same answer) and free: nothing is used up.
 * Requirements are the skills the posting asks for, so `requirementsMet` counts `matchingSkills`
 * and `requirementsTotal` counts both lists.
 */
export interface MatchAssessment {
  /** 0 to 10, one decimal: the score a letter written from the same inputs is held to. */
  score: number;
  requirementsMet: number;
  requirementsTotal: number;
  matchingSkills: string[];
  missingSkills: string[];
  /** For each matching skill, the CV or background line that shows it. */
  skillEvidence: SkillEvidence[];
  companyName: string | null;
  jobTitle: string | null;
}

/** A signed-in user's `POST /api/assess` body: the same as a letter's. A guest sends none (the session's CV and job details are assessed). */
export type AssessMatchRequest = GenerateForUserRequest;

/** Below this match score the payment modal warns before the user pays. */
export const LOW_MATCH_WARNING_SCORE = 4;

export const MAX_URL_CHARS = 2048;
/** Below this score the CV and the posting are far apart: the letter speaks of what carries over, and the result says so. */
export const LOW_MATCH_SCORE = 3;
/** A company or job title the user sets. */
export const MAX_POSTING_NAME_CHARS = 120;
export const MAX_JOB_DESCRIPTION_CHARS = 30_000;
export const MAX_LINKEDIN_CONTENT_CHARS = 20_000;
/** Regenerating the same CV and job info replaces the result; at most this many times. */
export const MAX_REGENERATIONS = 3;

/** What the server is doing while it writes a letter, in order: reading the posting, matching it to the CV, writing, checking the letter. */
export const GENERATION_PHASES = ['reading', 'matching', 'writing', 'checking'] as const;
export type GenerationPhase = (typeof GENERATION_PHASES)[number];

/**
 * The generation routes (`POST /api/generate`, `POST /api/generate-cover-letter-user`) asked with
 * `Accept: text/event-stream` answer server-sent events: `phase` ({@link GenerationPhaseEvent}) as
 * each step starts, then one `result` (the route's JSON answer) or one `error` (the error body,
 * `statusCode` included). A refusal before the work starts (400, 402, 409, 429) is a plain JSON error.
 */
export const EVENT_STREAM_TYPE = 'text/event-stream';
export const GENERATION_EVENTS = { phase: 'phase', result: 'result', error: 'error' } as const;

export interface GenerationPhaseEvent {
  phase: GenerationPhase;
  /** Milliseconds since the server started on this letter. */
  elapsedMs: number;
}
