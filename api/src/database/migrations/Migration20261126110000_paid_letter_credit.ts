import { Migration } from '@mikro-orm/migrations';

/**
 * A paid credit per paid payment in the letter credit ledger. Every payment the bank reported paid
 * gets one: used (by its letter, when it still exists) when the payment's letter was written, else
 * unused, for the paid-letter job to write with.
 */
export class Migration20261126110000_paid_letter_credit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "letter_credit" add column "payment_id" uuid null;`);
    this.addSql(`create unique index "letter_credit_paid_per_payment" on "letter_credit" ("payment_id", "slot") where "kind" = 'paid';`);
    this.addSql(
      `alter table "letter_credit" add constraint "letter_credit_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `insert into "letter_credit" ("id", "kind", "slot", "user_id", "payment_id", "cover_letter_id", "input_hash", "used_at", "written_at", "created_at")
       select gen_random_uuid(), 'paid', 1, p."user_id", p."id", c."id", c."input_hash",
              case when p."letter_written_at" is not null or c."id" is not null then coalesce(p."letter_written_at", c."created_at") end,
              c."created_at", coalesce(p."paid_at", p."created_at")
         from "payment" p left join "cover_letter" c on c."payment_id" = p."reference"
        where p."status" = 'success';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "letter_credit" where "kind" = 'paid';`);
    this.addSql(`alter table "letter_credit" drop constraint if exists "letter_credit_payment_id_foreign";`);
    this.addSql(`drop index if exists "letter_credit_paid_per_payment";`);
    this.addSql(`alter table "letter_credit" drop column if exists "payment_id";`);
  }
}
