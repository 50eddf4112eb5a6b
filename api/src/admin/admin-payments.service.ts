import type { AdminRetryPaymentResponse, AdminUnfulfilledPayment } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { PaidLetterQueue } from '../payment/paid-letter-queue';
import { PaymentRepository } from '../payment/payment.repository';
import type { PageQueryDto } from './dto/page-query.dto';

export const PAYMENT_NOT_FOUND = { error: 'Payment not found', message: 'There is no payment with this id.' };
export const NOTHING_TO_RETRY = { error: 'Nothing to retry', message: 'This payment is not paid, or its cover letter has already been written.' };

/** Paid payments whose letter is still missing, for follow-up: listed with where their task stands, and run again on request. */
@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly paidLetters: PaidLetterQueue,
  ) {}

  async unfulfilled({ limit, offset }: PageQueryDto): Promise<AdminUnfulfilledPayment[]> {
    const unfulfilled = await this.payments.unfulfilled(limit, offset);
    return Promise.all(
      unfulfilled.map(async (payment) => {
        const task = await this.paidLetters.progress(payment.id);
        return {
          id: payment.id,
          reference: payment.reference,
          user: payment.user,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          paidAt: payment.paidAt.toISOString(),
          lastError: payment.generationError,
          attempts: task.attempts,
          taskState: task.state,
        };
      }),
    );
  }

  /** Queues the letter task of a paid payment again (the task is idempotent per payment). */
  async retry(id: string): Promise<AdminRetryPaymentResponse> {
    const awaiting = await this.payments.isAwaitingLetter(id);
    if (awaiting === null) throw new AppError(HttpStatus.NOT_FOUND, PAYMENT_NOT_FOUND);
    if (!awaiting) throw new AppError(HttpStatus.CONFLICT, NOTHING_TO_RETRY);
    return { outcome: await this.paidLetters.retry(id) };
  }
}
