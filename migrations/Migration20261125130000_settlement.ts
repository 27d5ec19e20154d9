import { Migration } from '@mikro-orm/migrations';

/**
 * Settlement (PRODUCT.md §18): a fee agreement per client, an append-only ledger of the money
 * between recruiter and customer, referral rewards and their payments.
 *
 * Balances are derived, never written by the app: `arbi_fee_earned` and the balance expression
 * read only columns of `clients`, two of which the database keeps from the rows they sum (as it
 * keeps `profit`):
 * - `ledger` = Σ advance + payout − return over the client's payments (a reversal counts with the
 *   opposite sign). The ledger is insert-only, so an insert trigger adding each entry keeps it
 *   exact; a row leaves only with its client (erasure), and the sum goes with the client.
 * - `withdrawn_sites` = the client's progress rows in state `withdrawn`, moved by the difference.
 * Both are per-client aggregates, so the list sorts by balance through an expression index
 * instead of summing half a million payments on every page.
 *
 * Append-only is the database's: a trigger refuses UPDATE of a payment, and DELETE unless the
 * parent (client or referral) is already gone, i.e. the cascade of an erasure.
 */
export class Migration20261125130000_settlement extends Migration {
  override up(): void {
    this.addSql(`
      alter table "admins"
        add column "default_fee_model" text not null default 'fixed'
          check ("default_fee_model" in ('fixed', 'per_site', 'share')),
        add column "default_fee_amount" int null default 1500 check ("default_fee_amount" >= 0),
        add column "default_fee_percent" int null check ("default_fee_percent" between 0 and 100),
        add column "referral_reward" int not null default 0 check ("referral_reward" >= 0),
        add constraint "admins_default_fee_complete" check (
          ("default_fee_model" = 'share' and "default_fee_percent" is not null)
          or ("default_fee_model" <> 'share' and "default_fee_amount" is not null));`);

    this.addSql(`
      alter table "clients"
        add column "fee_model" text null check ("fee_model" in ('fixed', 'per_site', 'share')),
        add column "fee_amount" int null check ("fee_amount" >= 0),
        add column "fee_percent" int null check ("fee_percent" between 0 and 100),
        add column "ledger" int not null default 0,
        add column "withdrawn_sites" int not null default 0;`);
    this.addSql(`
      update "clients" c
         set "fee_model" = a."default_fee_model", "fee_amount" = a."default_fee_amount",
             "fee_percent" = a."default_fee_percent",
             "withdrawn_sites" = (select count(*) from "client_site_progress" p
                                   where p."client_id" = c."id" and p."state" = 'withdrawn')
        from "admins" a where a."id" = c."admin_id";`);
    this.addSql(`
      alter table "clients"
        alter column "fee_model" set not null,
        add constraint "clients_fee_complete" check (
          ("fee_model" = 'share' and "fee_percent" is not null)
          or ("fee_model" <> 'share' and "fee_amount" is not null));`);

    // A new card (the signup function, the import) takes its admin's default agreement.
    this.addSql(`
      create function arbi_client_default_fee() returns trigger language plpgsql as $fn$
      begin
        if new.fee_model is null then
          select a.default_fee_model, a.default_fee_amount, a.default_fee_percent
            into new.fee_model, new.fee_amount, new.fee_percent
            from admins a where a.id = new.admin_id;
        end if;
        return new;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_default_fee" before insert on "clients"
        for each row execute function arbi_client_default_fee();`);

    this.addSql(`
      create function arbi_fee_earned(model text, amount int, percent int, status text, profit int,
                                      withdrawn_sites int)
      returns int language sql immutable parallel safe as $fn$
        select case model
          when 'fixed' then case when status = 'done' then amount else 0 end
          when 'per_site' then amount * withdrawn_sites
          else case when profit > 0 then profit * percent / 100 else 0 end
        end
      $fn$;`);
    this.addSql(`
      create function arbi_client_balance(profit int, ledger int, model text, amount int, percent int,
                                          status text, withdrawn_sites int)
      returns int language sql immutable parallel safe as $fn$
        -- Qualified: an index build runs with search_path pg_catalog only (PostgreSQL 17 and later).
        select profit + ledger - public.arbi_fee_earned(model, amount, percent, status, profit, withdrawn_sites)
      $fn$;`);
    this.addSql(`
      create index "clients_balance_index" on "clients" ("admin_id",
        arbi_client_balance("profit", "ledger", "fee_model", "fee_amount", "fee_percent", "status",
                            "withdrawn_sites"), "id");`);

    this.addSql(`
      create function arbi_progress_withdrawn_sites() returns trigger language plpgsql as $fn$
      declare
        delta int := 0;
        target uuid;
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          delta := delta + (new.state = 'withdrawn')::int;
          target := new.client_id;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          delta := delta - (old.state = 'withdrawn')::int;
          target := old.client_id;
        end if;
        if delta <> 0 then
          update clients set withdrawn_sites = withdrawn_sites + delta where id = target;
        end if;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "client_site_progress_withdrawn_sites" after insert or update or delete
        on "client_site_progress" for each row execute function arbi_progress_withdrawn_sites();`);

    this.addSql(`
      create table "client_payments" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "client_id" uuid not null references "clients" ("id") on update cascade on delete cascade,
        "kind" text not null check ("kind" in ('advance', 'payout', 'return')),
        "amount" int not null check ("amount" > 0),
        "method" text not null check ("method" in ('bank', 'mobilepay', 'cash', 'other')),
        "at" timestamptz not null,
        "reference" text null check (char_length("reference") <= 200),
        "reverses" uuid null unique references "client_payments" ("id") on delete cascade,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "client_payments_client_index" on "client_payments" ("client_id", "at");`,
    );
    this.addSql(
      `create index "client_payments_admin_at_index" on "client_payments" ("admin_id", "at");`,
    );

    this.addSql(`
      create function arbi_payment_ledger() returns trigger language plpgsql as $fn$
      begin
        update clients
           set ledger = ledger + new.amount * (case new.kind when 'return' then -1 else 1 end)
                                            * (case when new.reverses is null then 1 else -1 end)
         where id = new.client_id;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "client_payments_ledger" after insert on "client_payments"
        for each row execute function arbi_payment_ledger();`);

    this.addSql(`
      create table "referral_payments" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "referral_id" uuid not null references "referrals" ("id") on update cascade on delete cascade,
        "amount" int not null check ("amount" > 0),
        "method" text not null check ("method" in ('bank', 'mobilepay', 'cash', 'other')),
        "at" timestamptz not null,
        "reference" text null check (char_length("reference") <= 200),
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "referral_payments_referral_index" on "referral_payments" ("referral_id");`,
    );
    this.addSql(
      `create index "referral_payments_admin_at_index" on "referral_payments" ("admin_id", "at");`,
    );

    // An entry leaves only when its parent row is already gone: the cascade of an erasure.
    this.addSql(`
      create function arbi_append_only() returns trigger language plpgsql as $fn$
      declare
        parent_table text := tg_argv[0];
        parent_id uuid := (to_jsonb(old) ->> tg_argv[1])::uuid;
        parent_exists boolean;
      begin
        if tg_op = 'DELETE' then
          execute format('select exists (select 1 from %I where id = $1)', parent_table)
            into parent_exists using parent_id;
          if not parent_exists then return old; end if;
        end if;
        raise exception 'payments are append-only: % on % refused', tg_op, tg_table_name
          using errcode = 'P0001';
      end
      $fn$;`);
    this.addSql(`
      create trigger "client_payments_append_only" before update or delete on "client_payments"
        for each row execute function arbi_append_only('clients', 'client_id');`);
    this.addSql(`
      create trigger "referral_payments_append_only" before update or delete on "referral_payments"
        for each row execute function arbi_append_only('referrals', 'referral_id');`);

    this.addSql(`
      alter table "referrals" add column "reward" int null check ("reward" >= 0);`);
    this.addSql(`
      update "referrals" r set "reward" = a."referral_reward" from "admins" a where a."id" = r."admin_id";`);
    this.addSql(`alter table "referrals" alter column "reward" set not null;`);
    this.addSql(`
      create function arbi_referral_default_reward() returns trigger language plpgsql as $fn$
      begin
        if new.reward is null then
          select a.referral_reward into new.reward from admins a where a.id = new.admin_id;
        end if;
        return new;
      end
      $fn$;`);
    this.addSql(`
      create trigger "referrals_default_reward" before insert on "referrals"
        for each row execute function arbi_referral_default_reward();`);
    // Rewards count the referred customers who reached `done`.
    this.addSql(
      `create index "clients_referral_done_index" on "clients" ("admin_id", "referral_code") where "status" = 'done';`,
    );

    // Every payment shows on the timeline; the check is extended, whatever other types it lists.
    this.addSql(`
      do $do$
      declare
        definition text;
      begin
        select pg_get_constraintdef(oid) into definition from pg_constraint
         where conrelid = 'client_events'::regclass and conname = 'client_events_type_check';
        alter table client_events drop constraint client_events_type_check;
        execute 'alter table client_events add constraint client_events_type_check '
          || replace(definition, 'ARRAY[', 'ARRAY[''payment''::text, ');
      end
      $do$;`);
  }

  override down(): void {
    this.addSql(`delete from "client_events" where "type" = 'payment';`);
    this.addSql(`
      do $do$
      declare
        definition text;
      begin
        select pg_get_constraintdef(oid) into definition from pg_constraint
         where conrelid = 'client_events'::regclass and conname = 'client_events_type_check';
        alter table client_events drop constraint client_events_type_check;
        execute 'alter table client_events add constraint client_events_type_check '
          || replace(definition, '''payment''::text, ', '');
      end
      $do$;`);
    this.addSql(`drop index if exists "clients_referral_done_index";`);
    this.addSql(`drop trigger if exists "referrals_default_reward" on "referrals";`);
    this.addSql(`drop function if exists arbi_referral_default_reward;`);
    this.addSql(`alter table "referrals" drop column "reward";`);
    this.addSql(`drop table if exists "referral_payments", "client_payments" cascade;`);
    this.addSql(`drop function if exists arbi_append_only;`);
    this.addSql(`drop function if exists arbi_payment_ledger;`);
    this.addSql(
      `drop trigger if exists "client_site_progress_withdrawn_sites" on "client_site_progress";`,
    );
    this.addSql(`drop function if exists arbi_progress_withdrawn_sites;`);
    this.addSql(`drop index if exists "clients_balance_index";`);
    this.addSql(`drop function if exists arbi_client_balance;`);
    this.addSql(`drop function if exists arbi_fee_earned;`);
    this.addSql(`drop trigger if exists "clients_default_fee" on "clients";`);
    this.addSql(`drop function if exists arbi_client_default_fee;`);
    this.addSql(`
      alter table "clients" drop constraint "clients_fee_complete", drop column "fee_model",
        drop column "fee_amount", drop column "fee_percent", drop column "ledger",
        drop column "withdrawn_sites";`);
    this.addSql(`
      alter table "admins" drop constraint "admins_default_fee_complete",
        drop column "default_fee_model", drop column "default_fee_amount",
        drop column "default_fee_percent", drop column "referral_reward";`);
  }
}
