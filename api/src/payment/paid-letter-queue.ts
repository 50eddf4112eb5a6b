import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueueService } from '../queue/queue.service';
import { PAID_LETTER_QUEUE } from './paid-letter-writer';
import type { Payment } from './payment.entity';

/** pg-boss's schema, as QueueService starts it; its job table is keyed by (queue name, job id). */
const JOBS = 'pgboss.job';
const SWEEP_BATCH = 100;

/**
 * The one way a paid letter is queued. The job id is the payment id, so queueing it again (a
 * repeated webhook, a verify call, the sweeper, another process) never makes a second job while
 * the first is in the queue's job table: every path that sees a paid payment without its letter
 * may simply queue it.
 */
@Injectable()
export class PaidLetterQueue {
  constructor(
    private readonly jobs: QueueService,
    private readonly em: EntityManager,
  ) {}

  /** Queues the letter when the payment is paid and its letter not written yet. */
  async queueIfDue(payment: Pick<Payment, 'id' | 'status' | 'letterWrittenAt'>): Promise<void> {
    if (payment.status === 'success' && !payment.letterWrittenAt) await this.queue(payment.id);
  }

  queue(paymentId: string): Promise<void> {
    return this.jobs.sendOnce(PAID_LETTER_QUEUE, paymentId, { paymentId });
  }

  /**
   * Paid payments with no letter and no job in the queue (oldest first, one batch). The partial
   * index payment_awaiting_letter holds only paid payments still waiting for their letter.
   */
  async withoutJob(): Promise<string[]> {
    const rows = await this.em.fork().getConnection().execute<{ id: string }[]>(
      `select p.id from "payment" p
       where p.status = 'success' and p.letter_written_at is null
         and not exists (select 1 from ${JOBS} j where j.name = ? and j.id = p.id)
       order by p.paid_at limit ?`,
      [PAID_LETTER_QUEUE, SWEEP_BATCH],
    );
    return rows.map((row) => row.id);
  }

  /** True while the payment's job runs its last attempt: if it throws, pg-boss fails the job for good. */
  async onLastAttempt(paymentId: string): Promise<boolean> {
    const rows = await this.em.fork().getConnection().execute<{ last: boolean }[]>(
      `select retry_count >= retry_limit as last from ${JOBS} where name = ? and id = ? and state = 'active'`,
      [PAID_LETTER_QUEUE, paymentId],
    );
    return rows[0]?.last === true;
  }
}
