import { randomUUID } from 'node:crypto';
import { PaymentRepository } from '../../src/payment/payment.repository';
import { mediumDatabaseForFile } from './support/medium-database';

interface PaymentRow {
  status: string;
  paidAt: Date | null;
  letterWrittenAt?: Date | null;
}

describe('payments on the real database', () => {
  const medium = mediumDatabaseForFile();

  const payments = () => new PaymentRepository(medium.db.orm.em.fork());

  /** A payment of the user in the given state, with a snapshot of the texts its letter is written from. */
  async function payment(userId: string, { status, paidAt, letterWrittenAt = null }: PaymentRow): Promise<string> {
    const [row] = await medium.db.sql<{ id: string }>(
      `insert into payment (id, reference, user_id, gateway, amount_minor, currency, currency_code, status, request, paid_at, letter_written_at)
       values (?, ?, ?, 'dev', 500, 'USD', 840, ?, ?, ?, ?) returning id`,
      [
        randomUUID(),
        `clp_${randomUUID()}`,
        userId,
        status,
        JSON.stringify({ cvId: randomUUID(), snapshot: { cvText: 'Greta Example, nurse' } }),
        paidAt,
        letterWrittenAt,
      ],
    );
    return row.id;
  }

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('lists the paid payments without a letter, oldest first, with their payer; not the unpaid or the fulfilled ones', async () => {
    const userId = await medium.make.account();
    await medium.db.sql(`update app_user set email = 'greta@example.com', first_name = 'Greta' where id = ?`, [userId]);
    const newer = await payment(userId, { status: 'success', paidAt: minutesAgo(5) });
    const older = await payment(userId, { status: 'success', paidAt: minutesAgo(50) });
    const unpaid = await payment(userId, { status: 'processing', paidAt: null });
    const fulfilled = await payment(userId, { status: 'success', paidAt: minutesAgo(60), letterWrittenAt: minutesAgo(59) });

    expect(await payments().awaitingLetter(100)).toEqual([older, newer]);
    expect(await payments().awaitingLetter(1)).toEqual([older]);
    const page = await payments().unfulfilled(10, 0);
    expect(page.map((p) => p.id)).toEqual([older, newer]);
    expect(page[0]).toMatchObject({ user: { id: userId, email: 'greta@example.com', firstName: 'Greta', lastName: null }, amountMinor: 500, currency: 'USD' });
    expect(page[0].paidAt).toBeInstanceOf(Date);
    expect((await payments().unfulfilled(10, 1)).map((p) => p.id)).toEqual([newer]);

    expect(await payments().isAwaitingLetter(older)).toBe(true);
    expect(await payments().isAwaitingLetter(unpaid)).toBe(false);
    expect(await payments().isAwaitingLetter(fulfilled)).toBe(false);
    expect(await payments().isAwaitingLetter(randomUUID())).toBeNull();

    await medium.db.sql('delete from payment where user_id = ?', [userId]);
  });

  it('marks the letter written once, in the transaction that saves it, and drops the texts kept for it', async () => {
    const userId = await medium.make.account();
    const id = await payment(userId, { status: 'success', paidAt: minutesAgo(1) });
    await expect(
      medium.db.orm.em.fork().transactional(async (tx) => {
        await payments().markLetterWritten(tx, id);
        throw new Error('the letter could not be saved');
      }),
    ).rejects.toThrow('the letter could not be saved');
    expect(await payments().isAwaitingLetter(id)).toBe(true);

    await medium.db.orm.em.fork().transactional((tx) => payments().markLetterWritten(tx, id));
    const [first] = await medium.db.sql<{ letter_written_at: Date; request: Record<string, unknown> }>(
      'select letter_written_at, request from payment where id = ?',
      [id],
    );
    expect(first.request).not.toHaveProperty('snapshot');
    expect(first.request).toHaveProperty('cvId');
    await medium.db.orm.em.fork().transactional((tx) => payments().markLetterWritten(tx, id));
    const [again] = await medium.db.sql<{ letter_written_at: Date }>('select letter_written_at from payment where id = ?', [id]);
    expect(again.letter_written_at).toEqual(first.letter_written_at);
    expect(await payments().awaitingLetter(100)).not.toContain(id);
  });

  it('keeps the reason a letter was not written until it is, and does not write a reason it already holds', async () => {
    const userId = await medium.make.account();
    const id = await payment(userId, { status: 'success', paidAt: minutesAgo(1) });
    const reason = () =>
      medium.db.sql<{ generation_error: string | null; updated_at: Date }>('select generation_error, updated_at from payment where id = ?', [id]);
    await payments().recordLetterError(id, 'Generation failed (timeout)');
    const [failed] = await reason();
    expect(failed.generation_error).toBe('Generation failed (timeout)');
    await payments().recordLetterError(id, 'Generation failed (timeout)');
    expect((await reason())[0].updated_at).toEqual(failed.updated_at);
    await payments().recordLetterError(id, null);
    expect((await reason())[0].generation_error).toBeNull();
  });

  it('holds a payment locked until the transaction that locked it ends', async () => {
    const userId = await medium.make.account();
    const id = await payment(userId, { status: 'processing', paidAt: null });
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const order: string[] = [];
    const first = medium.db.orm.em.fork().transactional(async (tx) => {
      const held = await payments().lockById(tx, id);
      firstLocked();
      await firstHolds;
      held.status = 'success';
      order.push('first commits');
    });
    await locked;
    const second = medium.db.orm.em.fork().transactional(async (tx) => {
      const held = await payments().lockById(tx, id);
      order.push(`second reads ${held.status}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second reads success']);
  });
});
