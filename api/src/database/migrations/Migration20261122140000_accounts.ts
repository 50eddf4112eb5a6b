import { Migration } from '@mikro-orm/migrations';

export class Migration20261122140000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "free_letter_claimed_at" timestamptz null;`);
    this.addSql(`alter table "guest_session" add column "migrated_to_user_id" uuid null;`);
    this.addSql(
      `alter table "guest_session" add constraint "guest_session_migrated_to_user_id_foreign" foreign key ("migrated_to_user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    // A payment pays for exactly one letter, whatever retries or races happen.
    this.addSql(`create unique index "cover_letter_one_per_payment" on "cover_letter" ("payment_id") where "payment_id" is not null;`);

    this.addSql(`create table "analytics_event" (
      "id" uuid not null,
      "type" text not null,
      "user_id" uuid null,
      "guest_session_id" uuid null,
      "cover_letter_id" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "analytics_event_pkey" primary key ("id"));`);
    this.addSql(`create index "analytics_event_type_created_at_index" on "analytics_event" ("type", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "analytics_event" cascade;');
    this.addSql('drop index if exists "cover_letter_one_per_payment";');
    this.addSql('alter table "guest_session" drop constraint if exists "guest_session_migrated_to_user_id_foreign";');
    this.addSql('alter table "guest_session" drop column if exists "migrated_to_user_id";');
    this.addSql('alter table "app_user" drop column if exists "free_letter_claimed_at";');
  }
}
