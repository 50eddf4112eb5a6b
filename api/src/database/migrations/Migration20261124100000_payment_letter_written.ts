import { Migration } from '@mikro-orm/migrations';

/**
 * A paid payment records when its letter was written, so a letter deleted by its owner is not
 * written again; the partial index keeps the sweeper's "paid, no letter yet" query cheap.
 */
export class Migration20261124100000_payment_letter_written extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment" add column "letter_written_at" timestamptz null;`);
    this.addSql(`update "payment" p set "letter_written_at" = c."created_at" from "cover_letter" c where c."payment_id" = p."reference";`);
    this.addSql(`create index "payment_awaiting_letter" on "payment" ("paid_at") where "status" = 'success' and "letter_written_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "payment_awaiting_letter";');
    this.addSql('alter table "payment" drop column if exists "letter_written_at";');
  }
}
