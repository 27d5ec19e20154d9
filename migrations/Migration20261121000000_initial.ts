import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_initial extends Migration {
  override up(): void {
    this.addSql(`create type "admin_role" as enum ('admin', 'superadmin');`);
    this.addSql(`
      create table "admins" (
        "id" text primary key check ("id" ~ '^[A-Za-z0-9_-]{1,64}$'),
        "email" text not null unique check ("email" = lower("email")),
        "password_hash" text not null,
        "role" "admin_role" not null default 'admin',
        "texts" jsonb not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "sites" (
        "id" serial primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "position" int not null,
        "name" text not null,
        "stake" int not null check ("stake" > 0),
        constraint "sites_admin_id_position_unique" unique ("admin_id", "position") deferrable initially deferred
      );`);
    this.addSql(
      `create unique index "sites_admin_id_name_unique" on "sites" ("admin_id", lower("name"));`,
    );
    this.addSql(`
      create table "sessions" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null,
        "revoked_at" timestamptz null
      );`);
    this.addSql(`create index "sessions_admin_id_index" on "sessions" ("admin_id");`);
    this.addSql(`
      create table "clients" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "name" text not null,
        "email" text not null,
        "phone" text not null,
        "birth_date" date null,
        "referral_code" text null check ("referral_code" ~ '^[0-9]{4}$'),
        "sites" text[] not null default '{}',
        "site_count" int not null default 0,
        "created_at" timestamptz not null default now(),
        "archived_at" timestamptz null,
        "archived_by" text null
      );`);
    this.addSql(
      `create index "clients_admin_id_created_at_index" on "clients" ("admin_id", "created_at");`,
    );
    // One active card per visitor and admin: a second signup updates the first (see SignupService).
    this.addSql(
      `create unique index "clients_active_email_unique" on "clients" ("admin_id", lower("email")) where "archived_at" is null;`,
    );
    this.addSql(
      `create unique index "clients_active_phone_unique" on "clients" ("admin_id", "phone") where "archived_at" is null;`,
    );
    this.addSql(
      `create index "clients_admin_id_referral_code_index" on "clients" ("admin_id", "referral_code");`,
    );
    this.addSql(`
      create table "idempotency_keys" (
        "scope" text not null,
        "key" text not null,
        "request_hash" text not null,
        "response_status" int not null,
        "response_body" jsonb not null,
        "created_at" timestamptz not null default now(),
        primary key ("scope", "key")
      );`);
    this.addSql(`
      create table "referrals" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "name" text not null,
        "email" text not null,
        "phone" text not null,
        "code" text not null check ("code" ~ '^[0-9]{4}$'),
        "created_at" timestamptz not null default now(),
        constraint "referrals_admin_id_code_unique" unique ("admin_id", "code")
      );`);
    this.addSql(`
      create table "bet_plans" (
        "id" uuid primary key,
        "client_id" uuid not null references "clients" ("id") on update cascade on delete cascade,
        "created_by_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "odds" jsonb not null,
        "plan" jsonb not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "bet_plans_client_id_index" on "bet_plans" ("client_id");`);
    this.addSql(`
      create table "ratings" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "stars" smallint not null check ("stars" between 1 and 5),
        "comment" text null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "ratings_admin_id_created_at_index" on "ratings" ("admin_id", "created_at");`,
    );
  }

  override down(): void {
    for (const table of [
      'ratings',
      'bet_plans',
      'referrals',
      'idempotency_keys',
      'clients',
      'sessions',
      'sites',
      'admins',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`drop type if exists "admin_role";`);
  }
}
