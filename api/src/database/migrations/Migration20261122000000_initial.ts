import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "guest_session" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "cv_filename" text null,
      "cv_size" int null,
      "cv_text" text null,
      "job_url" text null,
      "job_description" text null,
      "linkedin_url" text null,
      "linkedin_content" text null,
      "result" jsonb null,
      constraint "guest_session_pkey" primary key ("id"));`);
    this.addSql(`create index "guest_session_updated_at_index" on "guest_session" ("updated_at");`);

    this.addSql(`create table "setting" (
      "key" text not null,
      "value" jsonb not null,
      "description" text null,
      "updated_at" timestamptz not null default now(),
      constraint "setting_pkey" primary key ("key"));`);
    this.addSql(`insert into "setting" ("key", "value", "description") values (
      'payment_config',
      '{"price": 60, "currency": "UAH", "currencyCode": 980, "displayText": "₴60 (~$2 USD)"}',
      'Price of one additional cover letter');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "setting" cascade;');
    this.addSql('drop table if exists "guest_session" cascade;');
  }
}
