import type { GenerationPhase } from '@coverletter/contracts';
import { dropInstructionsToModels } from '@coverletter/page-reader';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { assessMatch, evidenceFor } from './assessment/assess-match';
import { LETTER_LENGTH_WORDS } from '@coverletter/contracts';
import { checkLetter, type CheckContext, type Finding } from './checker/letter-checker';
import type { ComposedLetter } from './cover-letter.entity';
import { generationFailed } from './generation-errors';
import { groundResult } from './grounding';
import { asLetterLanguage, readLetterhead } from './letterhead/letterhead';
import {
  addUsage,
  candidateTextOf,
  LETTER_WRITER,
  LetterWriterError,
  type LetterRequest,
  type LetterWriter,
  type TokenUsage,
  type WriteOptions,
  type WrittenLetter,
} from './letter-writer';

/** A writer's score further than this from the lexicon's is not believed. */
const MAX_SCORE_DISAGREEMENT = 3;

/** Told as each step of writing a letter starts (the progress the result area shows). */
export type PhaseListener = (phase: GenerationPhase) => void;

export interface ComposeOptions extends Pick<WriteOptions, 'variant'> {
  onPhase?: PhaseListener;
}

/** A draft the checker refused (or a model answer it could not use), and what to tell the writer. */
type Attempt = { written: WrittenLetter; findings: Finding[] } | { error: LetterWriterError; findings: Finding[] };

/**
 * Writes one letter for any caller (guest, account, paid job): drops the paragraphs of the posting
 * that speak to a model, asks the configured writer, grounds skills in the texts, and runs the
 * letter checker. A writer that may err (a model) gets one resample with the checker's findings (or
 * with what was wrong in an answer it could not use); a letter that still fails is never shown or
 * saved: the caller gets 'Generation failed' and uses up nothing. The company and title are the
 * posting's (or the user's), never the writer's guess; the score is the lexicon's when the writer's
 * is far from it.
 */
@Injectable()
export class LetterComposer {
  private readonly logger = new Logger('LetterComposer');

  constructor(@Inject(LETTER_WRITER) private readonly writer: LetterWriter) {}

  get maxDurationMs(): number {
    return this.writer.maxDurationMs * (1 + (this.writer.resamples ?? 0));
  }

  async compose(input: LetterRequest, { onPhase, variant }: ComposeOptions = {}): Promise<ComposedLetter> {
    onPhase?.('reading');
    const { text: jobDescription, dropped } = dropInstructionsToModels(input.jobDescription);
    const candidateText = candidateTextOf(input);
    onPhase?.('matching');
    const assessment = assessMatch(candidateText, jobDescription);
    const company = input.company !== undefined ? input.company : assessment.posting.company;
    const jobTitle = input.jobTitle !== undefined ? input.jobTitle : assessment.posting.title;
    const request: LetterRequest = { ...input, jobDescription, company, jobTitle, language: input.language ?? assessment.posting.language };
    const context: CheckContext = {
      company,
      title: jobTitle,
      language: asLetterLanguage(request.language ?? assessment.posting.language, jobDescription),
      length: LETTER_LENGTH_WORDS[input.length ?? 'standard'].accepted,
      cvText: input.cvText,
      background: input.linkedinContent,
      postingText: jobDescription,
      droppedInstructions: dropped,
    };

    let feedback: string[] | undefined;
    let usage: TokenUsage | null = null;
    let last: Attempt | undefined;
    for (let attempt = 0; attempt <= (this.writer.resamples ?? 0); attempt += 1) {
      onPhase?.('writing');
      last = await this.attempt(request, { variant, feedback }, context);
      if ('written' in last) usage = addUsage(usage, last.written.provenance?.usage ?? null);
      if ('written' in last && last.findings.length === 0) {
        onPhase?.('checking');
        return this.result(last.written, request, assessment.score, candidateText, usage);
      }
      onPhase?.('checking');
      feedback = last.findings.map((f) => f.detail);
    }
    if (last && 'error' in last) throw generationFailed(last.error.failure);
    this.logger.warn({ findings: last?.findings.map((f) => f.code) }, 'The letter failed the checker');
    throw generationFailed('unchecked');
  }

  /** One write and its check; a writer failure that a resample cannot mend is thrown as 'Generation failed'. */
  private async attempt(request: LetterRequest, options: WriteOptions, context: CheckContext): Promise<Attempt> {
    try {
      const written = await this.writer.write(request, options);
      // A writer that has used everything the CV and the posting give is not sent back for being short: it never pads.
      const checked = written.materialExhausted ? { ...context, length: { ...context.length, min: 0 } } : context;
      const findings = checkLetter({ letter: written.coverLetter, score: written.compatibilityScore, companyName: written.companyName }, checked);
      return { written, findings };
    } catch (error) {
      if (!(error instanceof LetterWriterError)) throw error;
      this.logger.warn({ err: error, failure: error.failure, finding: error.finding }, 'The letter writer failed');
      if (error.failure === 'malformed' && error.finding) return { error, findings: [{ code: 'score-scale', detail: error.finding }] };
      throw generationFailed(error.failure);
    }
  }

  private result(written: WrittenLetter, request: LetterRequest, lexiconScore: number, candidateText: string, usage: TokenUsage | null): ComposedLetter {
    const grounded = groundResult(written, { jobText: request.jobDescription, candidateText });
    if (Math.abs(grounded.compatibilityScore - lexiconScore) > MAX_SCORE_DISAGREEMENT) {
      this.logger.warn({ writerScore: grounded.compatibilityScore, lexiconScore }, 'The writer’s score disagrees with the lexicon’s; the lexicon’s is kept');
      grounded.compatibilityScore = lexiconScore;
    }
    return {
      ...grounded,
      companyName: request.company ?? null,
      jobTitle: request.jobTitle ?? null,
      skillEvidence: evidenceFor(grounded.matchingSkills, candidateText),
      letterhead: readLetterhead(request.cvText, asLetterLanguage(written.language, grounded.coverLetter)),
      provenance: written.provenance ? { ...written.provenance, usage } : null,
    };
  }
}
