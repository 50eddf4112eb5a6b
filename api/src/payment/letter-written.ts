import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The payment's letter is written: it is marked so, and the inputs it kept for writing it (the CV
 * text, the posting) are dropped — the letter holds what is needed now, and a CV the user deletes
 * must not live on in a payment. Runs in the transaction that saves the letter.
 */
export async function markLetterWritten(tx: EntityManager, paymentId: string): Promise<void> {
  await tx.execute(`update "payment" set "letter_written_at" = coalesce("letter_written_at", now()), "request" = "request" - 'snapshot' where "id" = ?`, [
    paymentId,
  ]);
}
