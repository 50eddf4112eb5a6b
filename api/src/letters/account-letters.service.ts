import type { CoverLetterResponse } from '@coverletter/contracts';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CoverLetter, letterContent, type ComposedLetter } from '../generation/cover-letter.entity';
import { paymentRequired } from '../generation/generation-errors';
import { hashInputs } from '../generation/generation.service';
import { LetterVersions } from '../letter-versions/letter-versions';
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
  constructor(
    private readonly em: EntityManager,
    private readonly composer: LetterComposer,
    private readonly inputs: LetterInputsReader,
    private readonly versions: LetterVersions,
  ) {}

  async generateFree(user: User, request: LetterRequestDto, onPhase?: PhaseListener): Promise<CoverLetterResponse> {
    const inputs = await this.inputs.read(user, request);
    const claimedAt = await this.claimFreeLetter(user);
    try {
      const result = await this.composer.compose({ ...inputs }, { onPhase, variant: await this.variantFor(user, inputs) });
      return toCoverLetterResponse(await this.save(user, inputs, result, null));
    } catch (error) {
      await this.releaseFreeLetter(user, claimedAt);
      throw error;
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

  /** Atomically takes the account's free letter; anyone who already used it gets 402 with their letter count. */
  private async claimFreeLetter(user: User): Promise<Date> {
    const claimedAt = new Date();
    const claimed = await this.em.nativeUpdate(User, { id: user.id, freeLetterClaimedAt: null }, { freeLetterClaimedAt: claimedAt });
    if (claimed === 1) return claimedAt;
    throw paymentRequired(await this.em.count(CoverLetter, { user }));
  }

  /**
   * Gives the free letter back after a failed attempt, in one statement: only the claim this
   * attempt made, and not once the account holds a free letter (a guest's letter carried into the
   * account meanwhile is its free letter: the carrying-over leaves our claim standing for it).
   */
  private async releaseFreeLetter(user: User, claimedAt: Date): Promise<void> {
    await this.em.getConnection().execute(
      `update "app_user" set "free_letter_claimed_at" = null
       where "id" = ? and "free_letter_claimed_at" = ?
         and not exists (select 1 from "cover_letter" where "user_id" = ? and not "was_paid")`,
      [user.id, claimedAt, user.id],
    );
  }

  private async save(user: User, inputs: LetterInputs, result: ComposedLetter, payment: Payment | null): Promise<CoverLetter> {
    return this.em.fork().transactional(async (tx) => {
      const letter = tx.create(CoverLetter, {
        ...letterContent(result, inputs),
        user: tx.getReference(User, user.id),
        inputHash: hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent),
        wasPaid: payment !== null,
        costIncurredMinor: payment ? costInCents(payment) : null,
        paymentId: payment?.reference ?? null,
      });
      await tx.flush();
      await this.versions.append(tx, letter.id, letter.coverLetterText, 'generated');
      if (payment) await markLetterWritten(tx, payment.id);
      return letter;
    });
  }
}
