import { Migration } from '@mikro-orm/migrations';

/**
 * The posting as a record with the guest session (what was read, and the company and title the
 * user set, which win), and the evidence for each matching skill with every letter.
 */
export class Migration20261125100000_posting_record extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guest_session" add column "posting" jsonb null, add column "company_override" text null, add column "title_override" text null;`);
    this.addSql(`alter table "cover_letter" add column "skill_evidence" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table "guest_session" drop column if exists "posting", drop column if exists "company_override", drop column if exists "title_override";',
    );
    this.addSql('alter table "cover_letter" drop column if exists "skill_evidence";');
  }
}
