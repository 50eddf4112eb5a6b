import type { GenerationResult } from '@coverletter/contracts';
import { dropInstructionsToModels } from '@coverletter/page-reader';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { assessMatch, evidenceFor } from './assessment/assess-match';
import { checkLetter, STANDARD_LENGTH, type Finding } from './checker/letter-checker';
import { generationFailed } from './generation-errors';
import { groundResult } from './grounding';
import { candidateTextOf, LETTER_WRITER, LetterWriterError, type LetterRequest, type LetterWriter, type WrittenLetter } from './letter-writer';

/** A writer's score further than this from the lexicon's is not believed. */
const MAX_SCORE_DISAGREEMENT = 3;

export interface ComposeOptions {
  /** 0 for the first letter, 1… for rewrites of the same inputs: each gives a different letter. */
  variant?: number;
}

/**
 * Writes one letter for any caller (guest, account, paid job): strips instructions aimed at a
 * model from the posting, asks the configured writer, grounds skills in the texts, and runs the
 * letter checker. A writer that may err (a model) gets one resample with the checker's findings;
 * a letter that still fails is never shown or saved: the caller gets 'Generation failed' and uses
 * up nothing. The company and title are the posting's (or the user's), never the writer's guess.
 */
@Injectable()
export class LetterComposer {
  private readonly logger = new Logger('LetterComposer');

  constructor(@Inject(LETTER_WRITER) private readonly writer: LetterWriter) {}

  get maxDurationMs(): number {
    return this.writer.maxDurationMs * (1 + (this.writer.resamples ?? 0));
  }

  async compose(input: LetterRequest, options: ComposeOptions = {}): Promise<GenerationResult> {
    const { text: jobDescription, dropped } = dropInstructionsToModels(input.jobDescription);
    const candidateText = candidateTextOf(input);
    const assessment = assessMatch(candidateText, jobDescription);
    const company = input.company !== undefined ? input.company : assessment.posting.company;
    const jobTitle = input.jobTitle !== undefined ? input.jobTitle : assessment.posting.title;
    const request: LetterRequest = { ...input, jobDescription, company, jobTitle };
    const context = {
      company,
      title: jobTitle,
      language: assessment.posting.language,
      length: { min: this.writer.minWords ?? STANDARD_LENGTH.min, max: STANDARD_LENGTH.max },
      cvText: input.cvText,
      background: input.linkedinContent,
      postingText: jobDescription,
      droppedInstructions: dropped,
    };

    let feedback: string[] | undefined;
    let findings: Finding[] = [];
    for (let attempt = 0; attempt <= (this.writer.resamples ?? 0); attempt += 1) {
      const written = await this.write(request, { variant: options.variant, feedback });
      findings = checkLetter({ letter: written.coverLetter, score: written.compatibilityScore, companyName: written.companyName }, context);
      if (findings.length === 0) return this.result(written, request, assessment.score, candidateText);
      feedback = findings.map((f) => f.detail);
    }
    this.logger.warn({ findings: findings.map((f) => f.code) }, 'The letter failed the checker');
    throw generationFailed('unchecked');
  }

  private async write(request: LetterRequest, options: { variant?: number; feedback?: string[] }): Promise<WrittenLetter> {
    try {
      return await this.writer.write(request, options);
    } catch (error) {
      if (!(error instanceof LetterWriterError)) throw error;
      this.logger.warn({ err: error, failure: error.failure }, 'The letter writer failed');
      throw generationFailed(error.failure);
    }
  }

  private result(written: WrittenLetter, request: LetterRequest, lexiconScore: number, candidateText: string): GenerationResult {
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
    };
  }
}
