import { Migration } from '@mikro-orm/migrations';

/**
 * One ledger of letter credits replaces the three places the free-letter rule was kept: the guest
 * claims (`guest_letter_claim`), the account's `free_letter_claimed_at`, and the partial unique
 * index on a guest session's free letter. Every guest claim becomes the session's free credit as
 * it stands (used, leased or neither); every account whose free letter was claimed gets a used
 * free credit, pointing at its oldest free letter when there is one (a claim in flight at the
 * switch counts as used, as a claim left by a dead request did before).
 */
export class Migration20261126100000_letter_credit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "letter_credit" ("id" uuid not null, "kind" text not null default 'free', "slot" int not null default 1, "guest_session_id" uuid null, "user_id" uuid null, "cover_letter_id" uuid null, "input_hash" text null, "used_at" timestamptz null, "lease_token" uuid null, "lease_expires_at" timestamptz null, "written_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "letter_credit_pkey" primary key ("id"), constraint letter_credit_one_owner check (("guest_session_id" is null) <> ("user_id" is null)));`,
    );
    this.addSql(`create unique index "letter_credit_free_per_account" on "letter_credit" ("user_id", "slot") where "kind" = 'free';`);
    this.addSql(`create unique index "letter_credit_free_per_guest" on "letter_credit" ("guest_session_id", "slot") where "kind" = 'free';`);
    this.addSql(
      `alter table "letter_credit" add constraint "letter_credit_guest_session_id_foreign" foreign key ("guest_session_id") references "guest_session" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "letter_credit" add constraint "letter_credit_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "letter_credit" add constraint "letter_credit_cover_letter_id_foreign" foreign key ("cover_letter_id") references "cover_letter" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `insert into "letter_credit" ("id", "guest_session_id", "cover_letter_id", "input_hash", "used_at", "lease_token", "lease_expires_at", "written_at", "created_at")
       select gen_random_uuid(), "guest_session_id", "cover_letter_id", "input_hash", "used_at", "lease_token", "lease_expires_at", "written_at", "created_at"
         from "guest_letter_claim";`,
    );
    this.addSql(
      `insert into "letter_credit" ("id", "user_id", "cover_letter_id", "input_hash", "used_at", "written_at", "created_at")
       select gen_random_uuid(), u."id", l."id", l."input_hash", u."free_letter_claimed_at", coalesce(l."created_at", u."free_letter_claimed_at"), u."free_letter_claimed_at"
         from "app_user" u
         left join lateral (
           select c."id", c."input_hash", c."created_at" from "cover_letter" c
            where c."user_id" = u."id" and not c."was_paid" order by c."created_at", c."id" limit 1
         ) l on true
        where u."free_letter_claimed_at" is not null;`,
    );

    this.addSql(`drop table if exists "guest_letter_claim" cascade;`);
    this.addSql(`alter table "app_user" drop column "free_letter_claimed_at";`);
    this.addSql(`drop index "cover_letter_one_free_per_guest_session";`);
  }

  /** Back to the three mechanisms; leases in flight are dropped (their requests then fail with 409 and may be retried). */
  override async down(): Promise<void> {
    this.addSql(`create unique index "cover_letter_one_free_per_guest_session" on "cover_letter" ("guest_session_id") where not "was_paid";`);
    this.addSql(`alter table "app_user" add column "free_letter_claimed_at" timestamptz null;`);
    this.addSql(
      `update "app_user" u set "free_letter_claimed_at" = c."used_at" from "letter_credit" c where c."user_id" = u."id" and c."kind" = 'free' and c."used_at" is not null;`,
    );
    this.addSql(
      `create table "guest_letter_claim" ("guest_session_id" uuid not null, "input_hash" text not null, "cover_letter_id" uuid null, "used_at" timestamptz null, "lease_token" uuid null, "lease_expires_at" timestamptz null, "written_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "guest_letter_claim_pkey" primary key ("guest_session_id"));`,
    );
    this.addSql(
      `alter table "guest_letter_claim" add constraint "guest_letter_claim_guest_session_id_foreign" foreign key ("guest_session_id") references "guest_session" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "guest_letter_claim" add constraint "guest_letter_claim_cover_letter_id_foreign" foreign key ("cover_letter_id") references "cover_letter" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `insert into "guest_letter_claim" ("guest_session_id", "input_hash", "cover_letter_id", "used_at", "written_at", "created_at")
       select "guest_session_id", coalesce("input_hash", ''), "cover_letter_id", "used_at", "written_at", "created_at" from "letter_credit"
        where "kind" = 'free' and "guest_session_id" is not null and "slot" = 1;`,
    );
    this.addSql(`drop table if exists "letter_credit" cascade;`);
  }
}
