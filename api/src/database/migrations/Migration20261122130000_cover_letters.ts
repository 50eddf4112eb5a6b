import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130000_cover_letters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cover_letter" (
      "id" uuid not null,
      "user_id" uuid null,
      "guest_session_id" uuid null,
      "company_name" text null,
      "job_title" text null,
      "job_url" text null,
      "linkedin_url" text null,
      "cover_letter_text" text not null,
      "compatibility_score" numeric(3,1) not null,
      "matching_skills" jsonb not null,
      "missing_skills" jsonb not null,
      "input_hash" text not null,
      "was_paid" boolean not null default false,
      "cost_incurred_minor" int null,
      "payment_id" text null,
      "regeneration_count" int not null default 0,
      "created_at" timestamptz not null default now(),
      constraint "cover_letter_pkey" primary key ("id"));`);
    this.addSql(`create index "cover_letter_user_id_created_at_index" on "cover_letter" ("user_id", "created_at");`);
    // The database, not the code, guarantees a guest session at most one free letter.
    this.addSql(`create unique index "cover_letter_one_free_per_guest_session" on "cover_letter" ("guest_session_id") where not "was_paid";`);
    this.addSql(
      `alter table "cover_letter" add constraint "cover_letter_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cover_letter" add constraint "cover_letter_guest_session_id_foreign" foreign key ("guest_session_id") references "guest_session" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`create table "guest_letter_claim" (
      "guest_session_id" uuid not null,
      "input_hash" text not null,
      "cover_letter_id" uuid null,
      "used_at" timestamptz null,
      "lease_token" uuid null,
      "lease_expires_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "guest_letter_claim_pkey" primary key ("guest_session_id"));`);
    this.addSql(
      `alter table "guest_letter_claim" add constraint "guest_letter_claim_guest_session_id_foreign" foreign key ("guest_session_id") references "guest_session" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "guest_letter_claim" add constraint "guest_letter_claim_cover_letter_id_foreign" foreign key ("cover_letter_id") references "cover_letter" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "guest_letter_claim" cascade;');
    this.addSql('drop table if exists "cover_letter" cascade;');
  }
}
