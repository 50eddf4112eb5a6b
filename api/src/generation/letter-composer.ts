import type { GenerationPhase } from '@coverletter/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ComposedLetter } from './cover-letter.entity';
import { generationFailed } from './generation-errors';
import { groundResult } from './grounding';
import { withoutInstructionsToModels } from './instructions-to-models';
import { candidateTextOf, LETTER_WRITER, LetterWriterError, type LetterRequest, type LetterWriter, type WriteOptions } from './letter-writer';

/** Told as each step of writing a letter starts (the progress the result area shows). */
export type PhaseListener = (phase: GenerationPhase) => void;

export interface ComposeOptions extends WriteOptions {
  onPhase?: PhaseListener;
}

/**
 * Writes one letter for any caller (guest, account, paid job): strips instructions aimed at a
 * model from the posting, asks the configured writer, grounds skills and score in the texts.
 * A writer failure becomes the catalogue's 'Generation failed' error.
 */
@Injectable()
export class LetterComposer {
  private readonly logger = new Logger('LetterComposer');

  constructor(@Inject(LETTER_WRITER) private readonly writer: LetterWriter) {}

  get maxDurationMs(): number {
    return this.writer.maxDurationMs;
  }

  async compose(input: LetterRequest, { onPhase, ...writeOptions }: ComposeOptions = {}): Promise<ComposedLetter> {
    onPhase?.('reading');
    const request: LetterRequest = { ...input, jobDescription: withoutInstructionsToModels(input.jobDescription) };
    const sources = { jobText: request.jobDescription, candidateText: candidateTextOf(request) };
    onPhase?.('matching');
    try {
      onPhase?.('writing');
      const written = await this.writer.write(request, writeOptions);
      onPhase?.('checking');
      return { ...groundResult(written, sources), provenance: written.provenance ?? null };
    } catch (error) {
      if (!(error instanceof LetterWriterError)) throw error;
      this.logger.warn({ err: error, failure: error.failure, finding: error.finding }, 'The letter writer failed');
      throw generationFailed(error.failure);
    }
  }
}
