import { Migration } from '@mikro-orm/migrations';

/**
 * Signing in safely (PRODUCT.md §21): password resets, a forced first change, TOTP with recovery
 * codes, passkeys, the bureau's two-factor policy, and what a session shows in 'Dine sessioner'.
 */
export class Migration20261125140000_signing_in_safely extends Migration {
  override up(): void {
    this.addSql(
      'alter table "admins" add column "must_change_password" boolean not null default false;',
    );
    this.addSql(`alter table "sessions" add column "user_agent" text null,
      add column "pending_step" text null
        check ("pending_step" in ('change_password', 'set_up_two_factor'));`);
    this.addSql(`create table "password_resets" (
      "id" uuid not null primary key,
      "admin_id" text not null references "admins" ("id") on delete cascade,
      "token_hash" text not null unique,
      "by_owner" boolean not null default false,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql('create index "password_resets_admin_id_index" on "password_resets" ("admin_id");');
    this.addSql(`create table "totp_secrets" (
      "admin_id" text not null primary key references "admins" ("id") on delete cascade,
      "secret" text not null,
      "enabled_at" timestamptz null,
      "last_step" bigint null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create table "recovery_codes" (
      "id" uuid not null primary key,
      "admin_id" text not null references "admins" ("id") on delete cascade,
      "code_hash" text not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      unique ("admin_id", "code_hash"));`);
    this.addSql(`create table "passkeys" (
      "id" uuid not null primary key,
      "admin_id" text not null references "admins" ("id") on delete cascade,
      "credential_id" text not null unique,
      "public_key" bytea not null,
      "counter" bigint not null default 0,
      "transports" jsonb not null default '[]',
      "name" text not null,
      "last_used_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql('create index "passkeys_admin_id_index" on "passkeys" ("admin_id");');
    this.addSql(`create table "bureau_policy" (
      "id" smallint not null primary key default 1 check ("id" = 1),
      "require_two_factor" boolean not null default false,
      "updated_at" timestamptz not null default now());`);
    this.addSql('insert into "bureau_policy" ("id") values (1);');
  }

  override down(): void {
    this.addSql('drop table "bureau_policy";');
    this.addSql('drop table "passkeys";');
    this.addSql('drop table "recovery_codes";');
    this.addSql('drop table "totp_secrets";');
    this.addSql('drop table "password_resets";');
    this.addSql('alter table "sessions" drop column "user_agent", drop column "pending_step";');
    this.addSql('alter table "admins" drop column "must_change_password";');
  }
}
