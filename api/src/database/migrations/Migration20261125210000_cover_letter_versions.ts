import { Migration } from '@mikro-orm/migrations';

/** Every text a letter has had (generated or edited), numbered per letter; existing letters get version 1 from their text. */
export class Migration20261125210000_cover_letter_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cover_letter_version" (
      "id" uuid not null,
      "cover_letter_id" uuid not null,
      "number" int not null,
      "text" text not null,
      "source" text check ("source" in ('generated', 'edited')) not null,
      "created_at" timestamptz not null default now(),
      constraint "cover_letter_version_pkey" primary key ("id"));`);
    this.addSql(`alter table "cover_letter_version" add constraint "cover_letter_version_letter_number_unique" unique ("cover_letter_id", "number");`);
    this.addSql(
      `alter table "cover_letter_version" add constraint "cover_letter_version_cover_letter_id_foreign" foreign key ("cover_letter_id") references "cover_letter" ("id") on update cascade on delete cascade;`,
    );
    // The letters written so far: their one text is version 1, as written.
    this.addSql(`insert into "cover_letter_version" ("id", "cover_letter_id", "number", "text", "source", "created_at")
      select gen_random_uuid(), "id", 1, "cover_letter_text", 'generated', "created_at" from "cover_letter";`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "cover_letter_version" cascade;');
  }
}
