import { Migration } from '@mikro-orm/migrations';

export class Migration20261122110000_user_data extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "linkedin_profile" (
      "user_id" uuid not null,
      "linkedin_url" text not null,
      "linkedin_content" text null,
      "updated_at" timestamptz not null default now(),
      constraint "linkedin_profile_pkey" primary key ("user_id"));`);
    this.addSql(
      `alter table "linkedin_profile" add constraint "linkedin_profile_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "saved_cv" (
      "id" uuid not null,
      "user_id" uuid not null,
      "filename" text not null,
      "size" int not null,
      "content" text not null,
      "text_length" int not null,
      "is_default" boolean not null default false,
      "created_at" timestamptz not null default now(),
      constraint "saved_cv_pkey" primary key ("id"));`);
    this.addSql(`create index "saved_cv_user_id_created_at_index" on "saved_cv" ("user_id", "created_at");`);
    this.addSql(
      `alter table "saved_cv" add constraint "saved_cv_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create unique index "saved_cv_one_default_per_user" on "saved_cv" ("user_id") where "is_default";`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "saved_cv" cascade;');
    this.addSql('drop table if exists "linkedin_profile" cascade;');
  }
}
