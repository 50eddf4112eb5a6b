import { Migration } from '@mikro-orm/migrations';

/** When the guest's letter was last written: a repeat of the same request soon after is answered with it, not counted. */
export class Migration20261124110000_guest_letter_written extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guest_letter_claim" add column "written_at" timestamptz null;`);
    this.addSql(`update "guest_letter_claim" set "written_at" = "used_at" where "used_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "guest_letter_claim" drop column if exists "written_at";');
  }
}
