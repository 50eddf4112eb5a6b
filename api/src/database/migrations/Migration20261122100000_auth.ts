import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100000_auth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "app_user" (
      "id" uuid not null,
      "issuer" text not null,
      "subject" text not null,
      "email" text null,
      "email_verified" boolean not null default false,
      "first_name" text null,
      "last_name" text null,
      "profile_image_url" text null,
      "created_at" timestamptz not null default now(),
      "last_login_at" timestamptz not null default now(),
      constraint "app_user_pkey" primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_issuer_subject_unique" unique ("issuer", "subject");`);

    this.addSql(`create table "http_session" (
      "sid" varchar not null,
      "sess" json not null,
      "expire" timestamp(6) not null,
      constraint "http_session_pkey" primary key ("sid"));`);
    this.addSql(`create index "http_session_expire_index" on "http_session" ("expire");`);

    this.addSql(`create table "dev_identity" (
      "id" uuid not null,
      "email" text not null,
      "first_name" text not null,
      "last_name" text null,
      "created_at" timestamptz not null default now(),
      constraint "dev_identity_pkey" primary key ("id"));`);
    this.addSql(`alter table "dev_identity" add constraint "dev_identity_email_unique" unique ("email");`);

    this.addSql(`create table "oidc_payload" (
      "id" text not null,
      "kind" text not null,
      "payload" jsonb not null,
      "grant_id" text null,
      "user_code" text null,
      "uid" text null,
      "expires_at" timestamptz null,
      "consumed_at" timestamptz null,
      constraint "oidc_payload_pkey" primary key ("id", "kind"));`);
    this.addSql(`create index "oidc_payload_grant_id_index" on "oidc_payload" ("grant_id");`);
    this.addSql(`create index "oidc_payload_uid_index" on "oidc_payload" ("uid");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "oidc_payload" cascade;');
    this.addSql('drop table if exists "dev_identity" cascade;');
    this.addSql('drop table if exists "http_session" cascade;');
    this.addSql('drop table if exists "app_user" cascade;');
  }
}
