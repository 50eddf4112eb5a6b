import type { AdminRetryPaymentResponse, AdminUnfulfilledPayment } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { awaitingLetterSql, PaidLetterQueue } from '../payment/paid-letter-queue';
import type { PageQueryDto } from './dto/page-query.dto';

export const PAYMENT_NOT_FOUND = { error: 'Payment not found', message: 'There is no payment with this id.' };
export const NOTHING_TO_RETRY = { error: 'Nothing to retry', message: 'This payment is not paid, or its cover letter has already been written.' };

interface UnfulfilledRow {
  id: string;
  reference: string;
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  amount_minor: number;
  currency: string;
  paid_at: Date;
  generation_error: string | null;
}

const UNFULFILLED = awaitingLetterSql('p');

/** Paid payments whose letter is still missing, for follow-up: listed with where their task stands, and run again on request. */
@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly paidLetters: PaidLetterQueue,
  ) {}

  async unfulfilled({ limit, offset }: PageQueryDto): Promise<AdminUnfulfilledPayment[]> {
    const rows = await this.em.getConnection().execute<UnfulfilledRow[]>(
      `select p.id, p.reference, p.user_id, u.email, u.first_name, u.last_name, p.amount_minor, p.currency, p.paid_at, p.generation_error
         from payment p join app_user u on u.id = p.user_id
        where ${UNFULFILLED}
        order by p.paid_at, p.id limit ? offset ?`,
      [limit, offset],
    );
    return Promise.all(
      rows.map(async (r) => {
        const task = await this.paidLetters.progress(r.id);
        return {
          id: r.id,
          reference: r.reference,
          user: { id: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name },
          amountMinor: r.amount_minor,
          currency: r.currency,
          paidAt: new Date(r.paid_at).toISOString(),
          lastError: r.generation_error,
          attempts: task.attempts,
          taskState: task.state,
        };
      }),
    );
  }

  /** Queues the letter task of a paid payment again (the task is idempotent per payment). */
  async retry(id: string): Promise<AdminRetryPaymentResponse> {
    const [payment] = await this.em
      .getConnection()
      .execute<{ unfulfilled: boolean }[]>(`select ${UNFULFILLED} as unfulfilled from payment p where p.id = ?`, [id]);
    if (!payment) throw new AppError(HttpStatus.NOT_FOUND, PAYMENT_NOT_FOUND);
    if (!payment.unfulfilled) throw new AppError(HttpStatus.CONFLICT, NOTHING_TO_RETRY);
    return { outcome: await this.paidLetters.retry(id) };
  }
}
