import { Migration } from '@mikro-orm/migrations';

/** The CV's text length, stored at upload, so the session status does not count the whole text on every call. */
export class Migration20261124120000_guest_cv_text_length extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guest_session" add column "cv_text_length" int null;`);
    // Counted as the upload counts it, in UTF-16 code units: characters beyond U+FFFF count twice.
    this.addSql(
      `update "guest_session" set "cv_text_length" = char_length("cv_text") * 2 - char_length(regexp_replace("cv_text", '[\\U00010000-\\U0010FFFF]', '', 'g')) where "cv_text" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "guest_session" drop column if exists "cv_text_length";');
  }
}
