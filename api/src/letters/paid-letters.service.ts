import { resolveLetterOptions, type GenerateForUserRequest } from '@coverletter/contracts';
import { writerOptions } from '../generation/dto/letter-options.dto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { LetterCredits, type CreditLease } from '../entitlements/letter-credits.service';
import { hashInputs, LEASE_MARGIN_MS } from '../generation/generation.service';
import { LetterComposer } from '../generation/letter-composer';
import { Transactions } from '../database/transactions';
import { UserRepository } from '../users/user.repository';
import { AccountLetterStore } from './account-letter-store';
import { LetterInputsReader, type LetterInputs } from './letter-inputs';

/** A letter a payment paid for, as the payment module hands it over. */
export interface PaidLetterOrder {
  paymentId: string;
  /** The payment's reference, kept on the letter. */
  reference: string;
  userId: string;
  /** What the letter cost, in US cents. */
  costMinor: number;
  request: GenerateForUserRequest;
  /** The texts read when the payment was created; absent for payments made before they were kept. */
  snapshot?: LetterInputs;
}

/**
 * Another attempt holds the payment's paid credit and is writing its letter now: not a failure.
 * The queue looks again later; by then that attempt has written it (or its lease has expired).
 */
export class PaidLetterInProgress extends Error {
  constructor(paymentId: string) {
    super(`The letter of payment ${paymentId} is being written by another attempt`);
    this.name = 'PaidLetterInProgress';
  }
}

/**
 * Writes the letters payments paid for, each with its payment's paid credit, so exactly one per
 * payment (the unique `cover_letter.payment_id` backs it up). `recordFulfilled` is the payment's
 * own write (its mark that the letter exists), run in the transaction that saves the letter, or
 * alone when the credit was already used.
 */
@Injectable()
export class PaidLetters {
  private readonly logger = new Logger('PaidLetters');

  constructor(
    private readonly users: UserRepository,
    private readonly transactions: Transactions,
    private readonly composer: LetterComposer,
    private readonly inputs: LetterInputsReader,
    private readonly store: AccountLetterStore,
    private readonly credits: LetterCredits,
  ) {}

  async write(order: PaidLetterOrder, recordFulfilled: (tx: EntityManager) => Promise<void>): Promise<void> {
    const user = await this.users.loadById(order.userId);
    const inputs = order.snapshot ?? (await this.inputs.read(user, order.request));
    const inputHash = hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent);
    const acquired = await this.credits.acquirePaid(
      { userId: order.userId, paymentId: order.paymentId },
      inputHash,
      this.composer.maxDurationMs + LEASE_MARGIN_MS,
    );
    if (acquired.kind === 'used') return this.transactions.run(recordFulfilled);
    if (acquired.kind === 'busy') throw new PaidLetterInProgress(order.paymentId);
    const { lease } = acquired;
    try {
      // The choices made when paying (a payment made before they were kept has none: the defaults).
      const options = resolveLetterOptions(order.request);
      const result = await this.composer.compose({ ...inputs, ...writerOptions(options) }, { variant: await this.store.variantFor(user, inputs) });
      await this.credits.complete(lease, async (tx) => {
        const letter = await this.store.create(tx, user, inputs, { ...result, ...options }, { reference: order.reference, costMinor: order.costMinor });
        await recordFulfilled(tx);
        return letter;
      });
    } catch (error) {
      await this.release(lease);
      throw error;
    }
  }

  /** A lease that cannot be given back expires by itself; the original error is the one to report. */
  private async release(lease: CreditLease): Promise<void> {
    try {
      await this.credits.release(lease);
    } catch (releaseError) {
      this.logger.error({ err: releaseError, creditId: lease.creditId }, 'Could not give back the paid letter credit; its lease will expire');
    }
  }
}
