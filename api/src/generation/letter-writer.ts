import type { LetterLength, LetterTone, LetterWriterFailureReason } from '@coverletter/contracts';

/** The inputs of one letter, read from the guest session (or, later, a user's saved CV). */
export interface LetterRequest {
  cvText: string;
  jobDescription: string;
  linkedinContent: string | null;
  jobUrl: string | null;
  /** The posting's company and title as the letter must name them (what the user set wins), when known. */
  company?: string | null;
  jobTitle?: string | null;
  /** ISO 639-1 code of the language the letter must be in (the user's choice or the posting's), when known. */
  language?: string | null;
  /** The user's choices (issue 13); absent means 'standard' and 'formal'. */
  length?: LetterLength;
  tone?: LetterTone;
}

/** How one write should differ from a plain first attempt. */
export interface WriteOptions {
  /** The letter checker's findings on the previous draft: a resample must fix each of them. */
  feedback?: string[];
  /** 0 for the first letter; a regenerate passes a new number so it gets a new sample (the model's seed, the local writer's wording). */
  variant?: number;
}

/** Everything the candidate wrote about themselves: the CV, then the LinkedIn text. */
export function candidateTextOf({ cvText, linkedinContent }: Pick<LetterRequest, 'cvText' | 'linkedinContent'>): string {
  return linkedinContent ? `${cvText}\n\n${linkedinContent}` : cvText;
}

/** A writer's answer before grounding: skills and score are checked against the texts afterwards. */
export interface WrittenLetter {
  coverLetter: string;
  compatibilityScore: number;
  matchingSkills: string[];
  missingSkills: string[];
  companyName: string | null;
  jobTitle: string | null;
  /** ISO 639-1 code of the letter's language, e.g. 'en' or 'sv'. */
  language: string;
  /** The model's assessment (the local writer has none): each requirement met with the CV line that shows it, and those missing. */
  requirementsMet?: { requirement: string; evidence: string }[];
  requirementsMissing?: string[];
  /** The writer used everything the CV and the posting give and the letter is still below its length's target (the local writer never pads). */
  materialExhausted?: boolean;
  /** Who wrote it and what it cost; stored with the letter. */
  provenance?: LetterProvenance;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** The model (as the provider named it, or 'local'), the prompt version, and the tokens the answer took (null when not reported). */
export interface LetterProvenance {
  model: string;
  promptVersion: string;
  usage: TokenUsage | null;
}

/** Usage of several calls for one letter (a resample after the checker): the sum, or null when none reported any. */
export function addUsage(a: TokenUsage | null, b: TokenUsage | null): TokenUsage | null {
  if (!a || !b) return a ?? b;
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

/** Writes a cover letter. Adapters: the OpenAI-compatible chat API and the built-in local writer. */
export interface LetterWriter {
  /** The longest one write may take, retries included; the generation lease outlives it. */
  readonly maxDurationMs: number;
  /** How often a letter the checker refuses is written again with its findings (a model: 1; the local writer passes by construction: 0). */
  readonly resamples?: number;
  write(request: LetterRequest, options?: WriteOptions): Promise<WrittenLetter>;
}

export const LETTER_WRITER = Symbol('LETTER_WRITER');

/**
 * Why a write failed: `timeout` (no answer in time), `unavailable` (connection failure, 429 or 5xx
 * after the retry), `rejected` (the provider refused the request: key, model, content policy),
 * `malformed` (an answer that is not a usable letter). Clients see the code in `data.reason` (libs/contracts).
 */
export type LetterWriterFailure = LetterWriterFailureReason;

export class LetterWriterError extends Error {
  /** For a `malformed` answer: what was wrong, worded as feedback a resample can act on (e.g. the score's scale). */
  readonly finding: string | null;

  constructor(
    readonly failure: LetterWriterFailure,
    message: string,
    options?: { cause?: unknown; finding?: string },
  ) {
    super(message, options);
    this.name = 'LetterWriterError';
    this.finding = options?.finding ?? null;
  }
}
