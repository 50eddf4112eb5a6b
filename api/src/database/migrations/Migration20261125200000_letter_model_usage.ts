import { Migration } from '@mikro-orm/migrations';

/** Who wrote each letter (the model, or 'local'), with which prompt version and how many tokens it took. Older letters stay null. */
export class Migration20261125200000_letter_model_usage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cover_letter" add column "writer_model" text null, add column "prompt_version" text null, add column "token_usage" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "cover_letter" drop column if exists "writer_model", drop column if exists "prompt_version", drop column if exists "token_usage";`,
    );
  }
}
