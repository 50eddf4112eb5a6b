import { Migration } from '@mikro-orm/migrations';

/** The admin letter list pages through all letters newest first; without this it sorts the table per page. */
export class Migration20261122150000_letter_order_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "cover_letter_created_at_id_index" on "cover_letter" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "cover_letter_created_at_id_index";');
  }
}
