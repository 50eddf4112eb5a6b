import { Migration } from '@mikro-orm/migrations';

/** The candidate's name and contact details from the CV and the letter's language, for the exported .docx and .pdf. Older letters stay null. */
export class Migration20261125213000_letterhead extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cover_letter" add column "letterhead" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cover_letter" drop column if exists "letterhead";`);
  }
}
