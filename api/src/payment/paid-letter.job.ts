import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { QueueService } from '../queue/queue.service';
import { PAID_LETTER_QUEUE, PAID_LETTER_WRITER, type PaidLetterWriter } from './paid-letter-writer';
import { Payment } from './payment.entity';

/**
 * Writes the letter of a paid payment. Retried with backoff by the queue; each failure is kept on
 * the payment (generation_error) so a letter that keeps failing is visible for follow-up, never lost.
 */
@Injectable()
export class PaidLetterJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaidLetterJob');

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: QueueService,
    @Inject(PAID_LETTER_WRITER) private readonly letters: PaidLetterWriter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work<{ paymentId: string }>({ queue: PAID_LETTER_QUEUE, handle: ({ paymentId }) => this.run(paymentId) });
  }

  run(paymentId: string): Promise<void> {
    return RequestContext.create(this.orm.em, async () => {
      const em = this.orm.em.fork();
      const payment = await em.findOneOrFail(Payment, { id: paymentId }, { populate: ['user'] });
      if (payment.status !== 'success' || (await this.letters.letterExists(payment))) return;
      try {
        await this.letters.write(payment);
        payment.generationError = null;
        await em.flush();
      } catch (error) {
        payment.generationError = error instanceof Error ? error.message : String(error);
        await em.flush();
        this.logger.warn({ paymentId, err: error }, 'Paid letter not written yet; the queue will retry');
        throw error;
      }
    });
  }
}
