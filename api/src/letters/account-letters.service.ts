import { resolveLetterOptions, type CoverLetterResponse } from '@coverletter/contracts';
import { writerOptions } from '../generation/dto/letter-options.dto';
import { Injectable, Logger } from '@nestjs/common';
import { CreditLeaseLost, LetterCredits, type CreditLease } from '../entitlements/letter-credits.service';
import { generationInProgress, paymentRequired } from '../generation/generation-errors';
import { hashInputs, LEASE_MARGIN_MS } from '../generation/generation.service';
import { LetterComposer, type PhaseListener } from '../generation/letter-composer';
import { User } from '../users/user.entity';
import { AccountLetterStore } from './account-letter-store';
import type { LetterRequestDto } from './dto/letter-request.dto';
import { LetterInputsReader } from './letter-inputs';
import { toCoverLetterResponse } from './letter-response';

/** The account's free letter, written with its free credit; then 402 with the letter count (paid letters: PaidLetters). */
@Injectable()
export class AccountLettersService {
  private readonly logger = new Logger('AccountLetters');

  constructor(
    private readonly composer: LetterComposer,
    private readonly inputs: LetterInputsReader,
    private readonly credits: LetterCredits,
    private readonly store: AccountLetterStore,
  ) {}

  /** Anyone who already used the free letter (or is writing it right now) gets 402 with their letter count. */
  async generateFree(user: User, request: LetterRequestDto, onPhase?: PhaseListener): Promise<CoverLetterResponse> {
    const inputs = await this.inputs.read(user, request);
    const inputHash = hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent);
    const acquired = await this.credits.acquire({ userId: user.id }, inputHash, { rewrites: false, leaseMs: this.composer.maxDurationMs + LEASE_MARGIN_MS });
    // Being written right now (a second click, another tab): 409, not an offer to pay for a letter already on its way.
    if (acquired.kind === 'busy') throw generationInProgress();
    if (acquired.kind !== 'lease') throw paymentRequired(await this.store.count(user));
    const { lease } = acquired;
    try {
      const options = resolveLetterOptions(request);
      const result = await this.composer.compose({ ...inputs, ...writerOptions(options) }, { onPhase, variant: await this.store.variantFor(user, inputs) });
      const letter = await this.credits.complete(lease, async (tx) => {
        return this.store.create(tx, user, inputs, { ...result, ...options }, null);
      });
      return toCoverLetterResponse(letter);
    } catch (error) {
      await this.release(lease);
      throw error instanceof CreditLeaseLost ? generationInProgress() : error;
    }
  }

  /** A lease that cannot be given back expires by itself; the original error is the one to report. */
  private async release(lease: CreditLease): Promise<void> {
    try {
      await this.credits.release(lease);
    } catch (releaseError) {
      this.logger.error({ err: releaseError, creditId: lease.creditId }, 'Could not give back the free letter credit; its lease will expire');
    }
  }
}
