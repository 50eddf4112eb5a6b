import type { GenerateForUserRequest } from '@coverletter/contracts';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CoverLetter } from '../generation/cover-letter.entity';
import { LetterComposer } from '../generation/letter-composer';
import { User } from '../users/user.entity';
import { AccountLetterStore } from './account-letter-store';
import { LetterInputsReader, type LetterInputs } from './letter-inputs';

/** A letter a payment paid for, as the payment module hands it over. */
export interface PaidLetterOrder {
  /** The payment's reference: kept on the letter, at most one letter per reference. */
  reference: string;
  userId: string;
  /** What the letter cost, in US cents. */
  costMinor: number;
  request: GenerateForUserRequest;
  /** The texts read when the payment was created; absent for payments made before they were kept. */
  snapshot?: LetterInputs;
}

/**
 * Writes the letters payments paid for, exactly one per payment (the unique `cover_letter.payment_id`).
 * `recordFulfilled` is the payment's own write (its mark that the letter exists), run in the
 * transaction that saves the letter, or alone when the letter already exists.
 */
@Injectable()
export class PaidLetters {
  constructor(
    private readonly em: EntityManager,
    private readonly composer: LetterComposer,
    private readonly inputs: LetterInputsReader,
    private readonly store: AccountLetterStore,
  ) {}

  async write(order: PaidLetterOrder, recordFulfilled: (tx: EntityManager) => Promise<void>): Promise<void> {
    if (await this.letterExists(order)) return this.em.fork().transactional(recordFulfilled);
    const user = await this.em.fork().findOneOrFail(User, { id: order.userId });
    const inputs = order.snapshot ?? (await this.inputs.read(user, order.request));
    const result = await this.composer.compose({ ...inputs }, { variant: await this.store.variantFor(user, inputs) });
    try {
      await this.em.fork().transactional(async (tx) => {
        this.store.create(tx, user, inputs, result, { reference: order.reference, costMinor: order.costMinor });
        await tx.flush();
        await recordFulfilled(tx);
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || !(await this.letterExists(order))) throw error;
      await this.em.fork().transactional(recordFulfilled);
    }
  }

  private async letterExists(order: PaidLetterOrder): Promise<boolean> {
    return (await this.em.fork().count(CoverLetter, { paymentId: order.reference })) > 0;
  }
}
