import { Migration } from '@mikro-orm/migrations';

/**
 * The recruiter's workspace (PRODUCT.md §9, §10): a status, a follow-up time, the last activity and
 * the profit on each client; notes, a timeline and site progress beside it.
 *
 * What must never be out of step is kept by the database itself:
 * - `clients.profit` is Σ withdrawn − Σ deposit over the client's progress rows, moved by a trigger
 *   on every write to `client_site_progress` (by the difference, so concurrent writes add up);
 * - `clients.last_activity_at` follows every event but `archived`, by a trigger on `client_events`;
 * - a new card's `signed_up` event is written by a trigger on `clients`, in the signup's own
 *   statement (the signup function stays untouched).
 * `had` is never stored: it is read from `clients.sites` (what the visitor said at signup).
 */
export class Migration20261123140000_workspace extends Migration {
  override up(): void {
    this.addSql(`
      alter table "clients"
        add column "status" text not null default 'new'
          check ("status" in ('new', 'contacted', 'meeting', 'active', 'done', 'lost')),
        add column "next_contact_at" timestamptz null,
        add column "last_activity_at" timestamptz null,
        add column "profit" int not null default 0;`);
    this.addSql(`update "clients" set "last_activity_at" = "created_at";`);
    this.addSql(`
      alter table "clients"
        alter column "last_activity_at" set not null,
        alter column "last_activity_at" set default now();`);

    this.addSql(`
      create table "client_notes" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "client_id" uuid not null references "clients" ("id") on update cascade on delete cascade,
        "text" text not null check (char_length("text") between 1 and 2000),
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "client_notes_client_id_created_at_index" on "client_notes" ("client_id", "created_at");`,
    );
    this.addSql(`create index "client_notes_admin_id_index" on "client_notes" ("admin_id");`);

    this.addSql(`
      create table "client_events" (
        "id" uuid primary key default gen_random_uuid(),
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "client_id" uuid not null references "clients" ("id") on update cascade on delete cascade,
        "type" text not null check ("type" in ('signed_up', 'status_changed', 'note_added', 'bet_planned',
          'site_progress', 'contact_corrected', 'archived')),
        "data" jsonb not null default '{}',
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "client_events_client_id_created_at_index" on "client_events" ("client_id", "created_at");`,
    );
    this.addSql(`create index "client_events_admin_id_index" on "client_events" ("admin_id");`);
    // The summary's money per month reads only progress events.
    this.addSql(
      `create index "client_events_money_index" on "client_events" ("admin_id", "created_at") where "type" = 'site_progress';`,
    );

    this.addSql(`
      create table "client_site_progress" (
        "id" uuid primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "client_id" uuid not null references "clients" ("id") on update cascade on delete cascade,
        "site" text not null,
        "state" text not null default 'none'
          check ("state" in ('none', 'created', 'deposited', 'bet_placed', 'bonus', 'withdrawn')),
        "deposit" int not null default 0 check ("deposit" >= 0),
        "withdrawn" int not null default 0 check ("withdrawn" >= 0),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create unique index "client_site_progress_client_site_unique" on "client_site_progress" ("client_id", lower("site"));`,
    );
    this.addSql(
      `create index "client_site_progress_admin_id_index" on "client_site_progress" ("admin_id");`,
    );

    // The list with a status filter and the board (a page per status): the admin's active cards by status.
    this.addSql(
      `create index "clients_active_status_index" on "clients" ("admin_id", "status", "last_activity_at") where "archived_at" is null;`,
    );
    this.addSql(
      `create index "clients_active_next_contact_index" on "clients" ("admin_id", "next_contact_at") where "archived_at" is null;`,
    );

    this.addSql(`
      create function arbi_progress_profit() returns trigger language plpgsql as $fn$
      declare
        delta int := 0;
        target uuid;
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          delta := delta + new.withdrawn - new.deposit;
          target := new.client_id;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          delta := delta - (old.withdrawn - old.deposit);
          target := old.client_id;
        end if;
        if delta <> 0 then
          update clients set profit = profit + delta where id = target;
        end if;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "client_site_progress_profit" after insert or update or delete on "client_site_progress"
        for each row execute function arbi_progress_profit();`);

    this.addSql(`
      create function arbi_event_activity() returns trigger language plpgsql as $fn$
      begin
        update clients set last_activity_at = new.created_at
         where id = new.client_id and last_activity_at < new.created_at;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "client_events_activity" after insert on "client_events"
        for each row when (new.type <> 'archived') execute function arbi_event_activity();`);

    this.addSql(`
      create function arbi_client_signed_up() returns trigger language plpgsql as $fn$
      begin
        insert into client_events (admin_id, client_id, type, data, created_at)
        values (new.admin_id, new.id, 'signed_up', '{}', new.created_at);
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_signed_up" after insert on "clients"
        for each row execute function arbi_client_signed_up();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "clients_signed_up" on "clients";`);
    this.addSql(`drop function if exists arbi_client_signed_up;`);
    this.addSql(
      `drop table if exists "client_site_progress", "client_events", "client_notes" cascade;`,
    );
    this.addSql(`drop function if exists arbi_progress_profit;`);
    this.addSql(`drop function if exists arbi_event_activity;`);
    this.addSql(
      `drop index if exists "clients_active_status_index", "clients_active_next_contact_index";`,
    );
    this.addSql(`
      alter table "clients" drop column "status", drop column "next_contact_at",
        drop column "last_activity_at", drop column "profit";`);
  }
}
