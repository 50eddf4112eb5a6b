import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { QueueService, type TaskAttempt } from '../queue/queue.service';
import { PaidLetterInProgress, PaidLetters, type PaidLetterOrder } from '../letters/paid-letters.service';
import { PAID_LETTER_QUEUE } from './paid-letter-queue';
import { costInCents } from './payment-cost';
import type { Payment } from './payment.entity';
import { PaymentRepository } from './payment.repository';

/**
 * Why the letter was not written, for the follow-up of unfulfilled payments: the error's title
 * and, for a writer failure, its kind ("Generation failed (timeout)"), not the advice meant for users.
 */
function failureReason(error: unknown): string {
  if (error instanceof AppError) {
    const kind = error.data?.reason;
    return typeof kind === 'string' ? `${error.text.error} (${kind})` : `${error.text.error}: ${error.text.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** What the letters module needs to write the letter this payment paid for. */
function paidLetterOrder(payment: Payment): PaidLetterOrder {
  const { snapshot, ...request } = payment.request;
  return { paymentId: payment.id, reference: payment.reference, userId: payment.user.id, costMinor: costInCents(payment), request, snapshot };
}

/**
 * Writes the letter of a paid payment. Retried with backoff by the queue; each failure is kept on
 * the payment (generation_error) and the last one is logged as an error, so a letter that keeps
 * failing is visible for follow-up, never lost (the sweeper queues it again once pg-boss has
 * archived the failed task).
 */
@Injectable()
export class PaidLetterTask implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaidLetterTask');

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: QueueService,
    private readonly payments: PaymentRepository,
    private readonly letters: PaidLetters,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work<{ paymentId: string }>({ queue: PAID_LETTER_QUEUE, handle: ({ paymentId }, attempt) => this.run(paymentId, attempt) });
  }

  run(paymentId: string, attempt: TaskAttempt = { isLast: false }): Promise<void> {
    return RequestContext.create(this.orm.em, async () => {
      const payment = await this.payments.loadForLetter(paymentId);
      if (payment.status !== 'success' || payment.letterWrittenAt) return;
      try {
        await this.letters.write(paidLetterOrder(payment), (tx) => this.payments.markLetterWritten(tx, payment.id));
        await this.payments.recordLetterError(payment.id, null);
      } catch (error) {
        if (error instanceof PaidLetterInProgress) {
          // Not a failure: the payment keeps what it had, and nobody is asked to follow it up.
          this.logger.log({ paymentId }, 'Paid letter is being written by another attempt; the queue will look again');
          throw error;
        }
        await this.payments.recordLetterError(payment.id, failureReason(error));
        if (attempt.isLast) {
          this.logger.error({ paymentId, err: error }, 'Paid letter not written after the last retry; the payment needs follow-up');
        } else {
          this.logger.warn({ paymentId, err: error }, 'Paid letter not written yet; the queue will retry');
        }
        throw error;
      }
    });
  }
}
