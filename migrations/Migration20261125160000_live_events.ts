import { Migration } from '@mikro-orm/migrations';

/**
 * Live events (PRODUCT.md §19): what the panel must refetch, announced by triggers in the
 * transaction of the change itself. Each event is a row in `live_events` (ids and types only, the
 * durable source a reconnecting stream replays from) and a `pg_notify` on `arbi_live`, which
 * PostgreSQL delivers to every instance's listener only when the transaction commits: a rolled
 * back change (or a failed signup's subtransaction) leaves neither.
 *
 * - `client.created`: a new card (not an imported one); `client.changed`: any write to a card, its
 *   timeline or its notes, and its erasure; `task.done`: a customer's own tick (`customer_ticked`);
 *   `delivery.failed`: a failed notification attempt.
 * - One event per (transaction, type, record): the unique index folds the several writes one change
 *   makes, and a card created in the transaction announces no change besides.
 * - `tx` and `horizon` make resuming exact although ids are handed out before commit: an event
 *   with a smaller id that commits after event E was in progress when E was written, so its
 *   transaction id is at least E's snapshot's xmin (`horizon`). See src/live/README.md.
 * - A revoked session is announced on the same channel (no row), so its streams end at once.
 */
export class Migration20261125160000_live_events extends Migration {
  override up(): void {
    this.addSql(`
      create table "live_events" (
        "id" bigint generated always as identity primary key,
        "admin_id" text not null,
        "type" text not null
          check ("type" in ('client.created', 'client.changed', 'task.done', 'delivery.failed')),
        "record_id" text not null,
        "tx" xid8 not null default pg_current_xact_id(),
        "horizon" xid8 not null default pg_snapshot_xmin(pg_current_snapshot()),
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create unique index "live_events_once_per_transaction" on "live_events" ("tx", "type", "record_id");`,
    );
    this.addSql(
      `create index "live_events_admin_id_id_index" on "live_events" ("admin_id", "id");`,
    );
    this.addSql(`create index "live_events_created_at_index" on "live_events" ("created_at");`);

    this.addSql(`
      create function arbi_live_event(p_admin text, p_type text, p_record text) returns void
      language plpgsql as $fn$
      declare
        event live_events;
      begin
        if p_type = 'client.changed' and exists (
          select 1 from live_events
           where tx = pg_current_xact_id() and type = 'client.created' and record_id = p_record) then
          return;
        end if;
        insert into live_events (admin_id, type, record_id) values (p_admin, p_type, p_record)
        on conflict ("tx", "type", "record_id") do nothing
        returning * into event;
        if event.id is not null then
          perform pg_notify('arbi_live', json_build_object(
            'id', event.id, 'horizon', event.horizon::text, 'admin', p_admin,
            'type', p_type, 'record', p_record)::text);
        end if;
      end
      $fn$;`);

    this.addSql(`
      create function arbi_live_client() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          perform arbi_live_event(new.admin_id, 'client.created', new.id::text);
        elsif tg_op = 'UPDATE' then
          perform arbi_live_event(new.admin_id, 'client.changed', new.id::text);
        else
          perform arbi_live_event(old.admin_id, 'client.changed', old.id::text);
        end if;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_live_created" after insert on "clients"
        for each row when (current_setting('arbi.importing', true) is distinct from 'on')
        execute function arbi_live_client();`);
    this.addSql(`
      create trigger "clients_live_changed" after update on "clients"
        for each row when (old.* is distinct from new.*) execute function arbi_live_client();`);
    this.addSql(`
      create trigger "clients_live_erased" after delete on "clients"
        for each row execute function arbi_live_client();`);

    this.addSql(`
      create function arbi_live_timeline() returns trigger language plpgsql as $fn$
      declare
        line record;
      begin
        if tg_op = 'DELETE' then line := old; else line := new; end if;
        perform arbi_live_event(line.admin_id, 'client.changed', line.client_id::text);
        -- Nested: plpgsql may evaluate every operand, and a note has no "type".
        if tg_table_name = 'client_events' then
          if line.type = 'customer_ticked' then
            perform arbi_live_event(line.admin_id, 'task.done', line.client_id::text);
          end if;
        end if;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "client_events_live" after insert on "client_events"
        for each row when (new.type not in ('signed_up', 'archived'))
        execute function arbi_live_timeline();`);
    this.addSql(`
      create trigger "client_notes_live" after insert or delete on "client_notes"
        for each row execute function arbi_live_timeline();`);

    this.addSql(`
      create function arbi_live_delivery_failed() returns trigger language plpgsql as $fn$
      begin
        perform arbi_live_event(new.admin_id, 'delivery.failed', new.id::text);
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "notification_deliveries_live_failed" after update on "notification_deliveries"
        for each row when (new.attempts > old.attempts and new.last_error is not null)
        execute function arbi_live_delivery_failed();`);

    this.addSql(`
      create function arbi_live_session_ended() returns trigger language plpgsql as $fn$
      begin
        perform pg_notify('arbi_live', json_build_object('sessionEnded', new.id)::text);
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "sessions_live_ended" after update of "revoked_at" on "sessions"
        for each row when (old.revoked_at is null and new.revoked_at is not null)
        execute function arbi_live_session_ended();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "sessions_live_ended" on "sessions";`);
    this.addSql(
      `drop trigger if exists "notification_deliveries_live_failed" on "notification_deliveries";`,
    );
    this.addSql(`drop trigger if exists "client_notes_live" on "client_notes";`);
    this.addSql(`drop trigger if exists "client_events_live" on "client_events";`);
    this.addSql(`drop trigger if exists "clients_live_erased" on "clients";`);
    this.addSql(`drop trigger if exists "clients_live_changed" on "clients";`);
    this.addSql(`drop trigger if exists "clients_live_created" on "clients";`);
    this.addSql(`drop function if exists arbi_live_session_ended;`);
    this.addSql(`drop function if exists arbi_live_delivery_failed;`);
    this.addSql(`drop function if exists arbi_live_timeline;`);
    this.addSql(`drop function if exists arbi_live_client;`);
    this.addSql(`drop function if exists arbi_live_event;`);
    this.addSql(`drop table if exists "live_events";`);
  }
}
