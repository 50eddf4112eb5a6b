import { Migration } from '@mikro-orm/migrations';

export class Migration20261122120000_payment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payment" (
      "id" uuid not null,
      "reference" text not null,
      "user_id" uuid not null,
      "gateway" text not null,
      "invoice_id" text null,
      "amount_minor" int not null,
      "currency" text not null,
      "currency_code" int not null,
      "status" text not null default 'created',
      "status_modified_at" timestamptz null,
      "request" jsonb not null,
      "paid_at" timestamptz null,
      "generation_error" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "payment_pkey" primary key ("id"));`);
    this.addSql(`alter table "payment" add constraint "payment_reference_unique" unique ("reference");`);
    this.addSql(`alter table "payment" add constraint "payment_invoice_id_unique" unique ("invoice_id");`);
    this.addSql(`create index "payment_user_id_created_at_index" on "payment" ("user_id", "created_at");`);
    this.addSql(
      `alter table "payment" add constraint "payment_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "payment" cascade;');
  }
}
