import type { GenerationResult } from '@coverletter/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { generationFailed } from './generation-errors';
import { groundResult } from './grounding';
import { withoutInstructionsToModels } from './instructions-to-models';
import { candidateTextOf, LETTER_WRITER, LetterWriterError, type LetterRequest, type LetterWriter } from './letter-writer';

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

  async compose(input: LetterRequest): Promise<GenerationResult> {
    const request: LetterRequest = { ...input, jobDescription: withoutInstructionsToModels(input.jobDescription) };
    try {
      const written = await this.writer.write(request);
      return groundResult(written, { jobText: request.jobDescription, candidateText: candidateTextOf(request) });
    } catch (error) {
      if (!(error instanceof LetterWriterError)) throw error;
      this.logger.warn({ err: error, failure: error.failure }, 'The letter writer failed');
      throw generationFailed(error.failure);
    }
  }
}
