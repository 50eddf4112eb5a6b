import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Payment } from './payment.entity';

/** A paid payment whose letter is still missing, with its payer, for the admin's follow-up. */
export interface UnfulfilledPayment {
  id: string;
  reference: string;
  user: { id: string; email: string | null; firstName: string | null; lastName: string | null };
  amountMinor: number;
  currency: string;
  paidAt: Date;
  generationError: string | null;
}

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

/**
 * SQL for "paid, and its letter not written yet" on the payment table under `alias` (the partial
 * index payment_awaiting_letter holds exactly these rows). letter_written_at stays set when the
 * owner deletes the letter later: that payment is fulfilled.
 */
function awaitingLetterSql(alias: string): string {
  return `${alias}.status = 'success' and ${alias}.letter_written_at is null`;
}

/** Every query on `payment`. Methods that take `tx` run in the caller's transaction (see `Transactions`). */
@Injectable()
export class PaymentRepository {
  constructor(private readonly em: EntityManager) {}

  add(payment: Payment): Promise<void> {
    return this.em.persistAndFlush(payment);
  }

  findByInvoiceId(invoiceId: string): Promise<Payment | null> {
    return this.em.findOne(Payment, { invoiceId });
  }

  findByReference(reference: string): Promise<Payment | null> {
    return this.em.findOne(Payment, { reference });
  }

  /** The payment, locked until `tx` ends; what is changed on it is written when `tx` commits. */
  lockById(tx: EntityManager, id: string): Promise<Payment> {
    return tx.findOneOrFail(Payment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The payment with its payer, read apart from the request's unit of work, for writing its letter. */
  loadForLetter(id: string): Promise<Payment> {
    return this.em.fork().findOneOrFail(Payment, { id }, { populate: ['user'] });
  }

  /** Why the letter could not be written yet (null: it was); a value already held writes nothing. */
  async recordLetterError(id: string, error: string | null): Promise<void> {
    await this.em
      .fork()
      .execute(`update "payment" set "generation_error" = ?, "updated_at" = now() where "id" = ? and "generation_error" is distinct from ?`, [
        error,
        id,
        error,
      ]);
  }

  /**
   * The payment's letter is written: it is marked so, and the inputs it kept for writing it (the CV
   * text, the posting) are dropped — the letter holds what is needed now, and a CV the user deletes
   * must not live on in a payment. Runs in the transaction that saves the letter.
   */
  async markLetterWritten(tx: EntityManager, id: string): Promise<void> {
    await tx.execute(`update "payment" set "letter_written_at" = coalesce("letter_written_at", now()), "request" = "request" - 'snapshot' where "id" = ?`, [
      id,
    ]);
  }

  /** Paid payments whose letter is not written yet, oldest payment first, at most `limit`. */
  async awaitingLetter(limit: number): Promise<string[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(`select p.id from "payment" p where ${awaitingLetterSql('p')} order by p.paid_at limit ?`, [limit]);
    return rows.map((row) => row.id);
  }

  /** Whether the payment is paid and its letter not written yet; null for an unknown id. */
  async isAwaitingLetter(id: string): Promise<boolean | null> {
    const [payment] = await this.em
      .getConnection()
      .execute<{ unfulfilled: boolean }[]>(`select ${awaitingLetterSql('p')} as unfulfilled from payment p where p.id = ?`, [id]);
    return payment ? payment.unfulfilled : null;
  }

  /** One page of the paid payments whose letter is not written yet, oldest payment first. */
  async unfulfilled(limit: number, offset: number): Promise<UnfulfilledPayment[]> {
    const rows = await this.em.getConnection().execute<UnfulfilledRow[]>(
      `select p.id, p.reference, p.user_id, u.email, u.first_name, u.last_name, p.amount_minor, p.currency, p.paid_at, p.generation_error
         from payment p join app_user u on u.id = p.user_id
        where ${awaitingLetterSql('p')}
        order by p.paid_at, p.id limit ? offset ?`,
      [limit, offset],
    );
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      user: { id: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name },
      amountMinor: r.amount_minor,
      currency: r.currency,
      paidAt: new Date(r.paid_at),
      generationError: r.generation_error,
    }));
  }
}
