import { Injectable } from '@nestjs/common';
import { QueueService, type TaskProgress, type RetryOutcome } from '../queue/queue.service';
import type { Payment } from './payment.entity';
import { PaymentRepository } from './payment.repository';

export const PAID_LETTER_QUEUE = 'paid-letter';

const SWEEP_BATCH = 100;

/**
 * The one way a paid letter is queued. The task id is the payment id, so queueing it again (a
 * repeated webhook, a verify call, the sweeper, another process) never makes a second task while
 * the first is in the queue's job table: every path that sees a paid payment without its letter
 * may simply queue it.
 */
@Injectable()
export class PaidLetterQueue {
  constructor(
    private readonly tasks: QueueService,
    private readonly payments: PaymentRepository,
  ) {}

  /** Queues the letter when the payment is paid and its letter not written yet. */
  async queueIfDue(payment: Pick<Payment, 'id' | 'status' | 'letterWrittenAt'>): Promise<void> {
    // PaymentRepository's awaiting-letter rule, on a payment already loaded.
    if (payment.status === 'success' && !payment.letterWrittenAt) await this.queue(payment.id);
  }

  /** True when a task was queued; false when the queue already holds one for this payment. */
  queue(paymentId: string): Promise<boolean> {
    return this.tasks.sendOnce(PAID_LETTER_QUEUE, paymentId, { paymentId });
  }

  /** Runs the letter's task again on request (a failed one is retried, a missing one sent anew). */
  retry(paymentId: string): Promise<RetryOutcome> {
    return this.tasks.retryOrResend(PAID_LETTER_QUEUE, paymentId, { paymentId });
  }

  progress(paymentId: string): Promise<TaskProgress> {
    return this.tasks.progress(PAID_LETTER_QUEUE, paymentId);
  }

  /** Paid payments whose letter is not written yet, oldest first, one batch. Most have a task under way; queueing those again does nothing. */
  awaitingLetter(): Promise<string[]> {
    return this.payments.awaitingLetter(SWEEP_BATCH);
  }
}
