import type { CoverLetterResponse } from '@coverletter/contracts';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CoverLetter, letterContent, type ComposedLetter } from '../generation/cover-letter.entity';
import { CreditLeaseLost, LetterCredits, type CreditLease } from '../entitlements/letter-credits.service';
import { generationInProgress, paymentRequired } from '../generation/generation-errors';
import { hashInputs, LEASE_MARGIN_MS } from '../generation/generation.service';
import { LetterComposer, type PhaseListener } from '../generation/letter-composer';
import type { LetterRequestDto } from '../payment/dto/create-payment.dto';
import type { PaidLetterWriter } from '../payment/paid-letter-writer';
import { Payment } from '../payment/payment.entity';
import { costInCents } from '../payment/payment-cost';
import { User } from '../users/user.entity';
import { LetterInputsReader, type LetterInputs } from './letter-inputs';
import { toCoverLetterResponse } from './letter-response';

/**
 * Letters of signed-in users: the account's one free letter (then 402 with the letter count) and
 * the letters payments paid for (written by the queue job, exactly one per payment).
 */
/**
 * The payment's letter is written: it is marked so, and the inputs it kept for writing it (the CV
 * text, the posting) are dropped — the letter holds what is needed now, and a CV the user deletes
 * must not live on in a payment.
 */
async function markLetterWritten(em: EntityManager, paymentId: string): Promise<void> {
  await em.execute(
    `update "payment" set "letter_written_at" = coalesce("letter_written_at", now()), "request" = "request" - 'snapshot' where "id" = ?`,
    [paymentId],
  );
}

@Injectable()
export class AccountLettersService implements PaidLetterWriter {
  private readonly logger = new Logger('AccountLetters');

  constructor(
    private readonly em: EntityManager,
    private readonly composer: LetterComposer,
    private readonly inputs: LetterInputsReader,
    private readonly credits: LetterCredits,
  ) {}

  /** The account's free letter; anyone who already used it (or is writing it right now) gets 402 with their letter count. */
  async generateFree(user: User, request: LetterRequestDto, onPhase?: PhaseListener): Promise<CoverLetterResponse> {
    const inputs = await this.inputs.read(user, request);
    const inputHash = hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent);
    const acquired = await this.credits.acquire({ userId: user.id }, inputHash, { rewrites: false, leaseMs: this.composer.maxDurationMs + LEASE_MARGIN_MS });
    if (acquired.kind !== 'lease') throw paymentRequired(await this.em.fork().count(CoverLetter, { user: user.id }));
    const { lease } = acquired;
    try {
      const result = await this.composer.compose({ ...inputs }, { onPhase, variant: await this.variantFor(user, inputs) });
      const letter = await this.credits.complete(lease, async (tx) => {
        const created = this.createLetter(tx, user, inputs, result, null);
        await tx.flush();
        return created;
      });
      return toCoverLetterResponse(letter);
    } catch (error) {
      await this.releaseFreeLetter(lease);
      throw error instanceof CreditLeaseLost ? generationInProgress() : error;
    }
  }

  /** Writes from the inputs kept when the payment was created; the letter and the payment's mark are saved together. */
  async write(payment: Payment): Promise<void> {
    if (await this.letterExists(payment)) return this.markWritten(payment);
    const user = await this.em.findOneOrFail(User, { id: payment.user.id });
    const inputs = payment.request.snapshot ?? (await this.inputs.read(user, payment.request as LetterRequestDto));
    const result = await this.composer.compose({ ...inputs }, { variant: await this.variantFor(user, inputs) });
    try {
      await this.save(user, inputs, result, payment);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || !(await this.letterExists(payment))) throw error;
      await this.markWritten(payment);
    }
  }

  /** A new letter from inputs the account already has letters for is a new sample, not the same letter again. */
  private async variantFor(user: User, inputs: LetterInputs): Promise<number> {
    return this.em.fork().count(CoverLetter, { user, inputHash: hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent) });
  }

  private async letterExists(payment: Payment): Promise<boolean> {
    return (await this.em.fork().count(CoverLetter, { paymentId: payment.reference })) > 0;
  }

  /** For a letter saved without its mark (before payments had one). */
  private async markWritten(payment: Payment): Promise<void> {
    await markLetterWritten(this.em.fork(), payment.id);
  }

  /** A lease that cannot be given back expires by itself; the original error is the one to report. */
  private async releaseFreeLetter(lease: CreditLease): Promise<void> {
    try {
      await this.credits.release(lease);
    } catch (releaseError) {
      this.logger.error({ err: releaseError, creditId: lease.creditId }, 'Could not give back the free letter credit; its lease will expire');
    }
  }

  private async save(user: User, inputs: LetterInputs, result: ComposedLetter, payment: Payment | null): Promise<CoverLetter> {
    return this.em.fork().transactional(async (tx) => {
      const letter = this.createLetter(tx, user, inputs, result, payment);
      if (payment) await markLetterWritten(tx, payment.id);
      return letter;
    });
  }

  private createLetter(tx: EntityManager, user: User, inputs: LetterInputs, result: ComposedLetter, payment: Payment | null): CoverLetter {
    return tx.create(CoverLetter, {
      ...letterContent(result, inputs),
      user: tx.getReference(User, user.id),
      inputHash: hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent),
      wasPaid: payment !== null,
      costIncurredMinor: payment ? costInCents(payment) : null,
      paymentId: payment?.reference ?? null,
    });
  }
}
