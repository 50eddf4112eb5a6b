import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13: the length, tone and language a letter was written with (letters written before keep
 * the defaults they were written with), and its first copy, download or export: when, and whether
 * the letter had an edited version then (the admin's "edited before use" share).
 */
export class Migration20261126120000_letter_options_and_first_use extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cover_letter" add column "length" text not null default 'standard';`);
    this.addSql(`alter table "cover_letter" add column "tone" text not null default 'formal';`);
    this.addSql(`alter table "cover_letter" add column "language" text not null default 'auto';`);
    this.addSql(`alter table "cover_letter" add column "first_used_at" timestamptz null;`);
    this.addSql(`alter table "cover_letter" add column "edited_before_use" boolean null;`);
  }

  override async down(): Promise<void> {
    for (const column of ['edited_before_use', 'first_used_at', 'language', 'tone', 'length']) {
      this.addSql(`alter table "cover_letter" drop column if exists "${column}";`);
    }
  }
}
