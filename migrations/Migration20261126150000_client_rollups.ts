import { Migration } from '@mikro-orm/migrations';

const MOVES = `('status_changed', 'site_progress')`;
const BALANCE = (row: string) =>
  `arbi_client_balance(${row}.profit, ${row}.ledger, ${row}.fee_model, ${row}.fee_amount, ${row}.fee_percent, ${row}.status, ${row}.withdrawn_sites)`;

/**
 * The fee a timeline earned each Copenhagen day, as the summary rebuilds it (PRODUCT.md §18): at a
 * day's end the status is the last `status_changed`'s `to` ('new' before any), the profit the sum
 * of the `site_progress` changes, the withdrawn sites those whose last progress says `withdrawn`;
 * the day earned the fee at its end less the fee at the end of the client's previous day with such
 * an event. Events of one instant are ordered by id. A site's progress events count +1 when one
 * says `withdrawn` after one that did not, −1 the other way, so their sum up to a day is the
 * withdrawn sites then. `moves` yields each event as `MOVE` reads it with the client's agreement
 * (model, amount, percent); one text for one client (the triggers) and for a whole admin (the
 * recount), so the two cannot drift apart.
 */
const feeDays = (moves: string) => `
  -- offset 0: the few fields are taken out of each event before the sort, not the whole event
  with moves as (select * from (${moves}) m offset 0),
  events as (
    select client_id, model, amount, percent, profit_change,
           (created_at at time zone 'Europe/Copenhagen')::date as day,
           -- a day's status is its last status event's
           case when lead((created_at at time zone 'Europe/Copenhagen')::date) over w
                     is distinct from (created_at at time zone 'Europe/Copenhagen')::date
                then status_to end as status_to,
           withdrawn - coalesce(lag(withdrawn) over w, 0) as withdrawn_change
      from moves
    window w as (partition by client_id, status_to is null, site order by created_at, id)
  ),
  days as (
    select client_id, day, min(model) as model, min(amount) as amount, min(percent) as percent,
           max(status_to) as status_to,
           coalesce(sum(profit_change), 0) as profit_change,
           coalesce(sum(withdrawn_change), 0) as withdrawn_change
      from events group by client_id, day
  ),
  running as (
    select client_id, day, model, amount, percent,
           coalesce(substr(max(to_char(day, 'YYYYMMDD') || status_to) over w, 9), 'new') as status,
           sum(profit_change) over w as profit,
           sum(withdrawn_change) over w as withdrawn_sites
      from days
    window w as (partition by client_id order by day)
  ),
  fees as (
    select client_id, day,
           arbi_fee_earned(model, amount, percent, status, profit::int, withdrawn_sites::int) as fee
      from running
  )
  select client_id, day,
         (fee - coalesce(lag(fee) over (partition by client_id order by day), 0))::int as fees
    from fees`;

/**
 * An event as the replay reads it: its status change, or its site (a status event's is null) with
 * whether it says withdrawn and how much the profit moved.
 */
const MOVE = (e: string) => `${e}.client_id, ${e}.id, ${e}.created_at,
  case when ${e}.type = 'status_changed' then ${e}.data->>'to' end as status_to,
  case when ${e}.type = 'site_progress' then lower(${e}.data->>'site') end as site,
  case when ${e}.type = 'site_progress' then (${e}.data->>'state' = 'withdrawn')::int end as withdrawn,
  case when ${e}.type = 'site_progress'
       then (${e}.data->>'withdrawnChange')::int - (${e}.data->>'depositChange')::int end as profit_change`;

/**
 * Rollups for an admin with a million customers (`npm run bench:workspace -- --clients 1000000`),
 * kept exact by triggers in the writes' own transactions:
 * - `client_totals`: clients per status, active or archived, and the sums of their positive and
 *   negative balances: the lists' counts (Content-Range), the board's, the summary's per status and
 *   what is owed each way, without counting a million rows per page.
 * - `client_signups`: cards made per Copenhagen day and link tag: the summary's new clients and the
 *   funnel report's customers won, without grouping a year of a million customers' rows.
 * - `client_days`: per Copenhagen day, the money the progress events moved and the fees the
 *   timelines earned (`arbi_client_fee_days`): the summary of a year reads 365 rows instead of
 *   sorting a year of events and rebuilding each moved client at both ends of the period.
 * Each backend writes its own rows (`slot` = its process id), so concurrent writes never wait on
 * or deadlock over a counter; readers sum the slots, and `arbi_fold_client_totals` (daily) folds
 * them into slot 0. `arbi_recount_client_totals(admin)` rebuilds an admin's rows from the rows they
 * count (the backfill below; a bulk load written with triggers off calls it afterwards).
 */
export class Migration20261126150000_client_rollups extends Migration {
  override up(): void {
    this.addSql(`
      create table "client_totals" (
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "status" text not null,
        "archived" boolean not null,
        "slot" int not null,
        "clients" int not null default 0,
        "owed_by" bigint not null default 0,
        "owed_to" bigint not null default 0,
        primary key ("admin_id", "status", "archived", "slot")
      );`);
    this.addSql(`
      create table "client_signups" (
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "day" date not null,
        "source" text not null,
        "slot" int not null,
        "clients" int not null default 0,
        primary key ("admin_id", "day", "source", "slot")
      );`);
    this.addSql(`
      create table "client_days" (
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "day" date not null,
        "slot" int not null,
        "deposited" bigint not null default 0,
        "withdrawn" bigint not null default 0,
        "fees" bigint not null default 0,
        primary key ("admin_id", "day", "slot")
      );`);

    this.addSql(`
      create function arbi_client_fee_days(p_client uuid, p_model text, p_amount int, p_percent int,
                                           p_without uuid[] default '{}',
                                           p_with client_events[] default '{}')
      returns table (day date, fees int) language sql stable as $fn$
        select f.day, f.fees from (${feeDays(
          `select ${MOVE('e')}, p_model as model, p_amount as amount, p_percent as percent
             from client_events e
            where e.client_id = p_client and e.type in ${MOVES} and e.id <> all (p_without)
           union all
           select ${MOVE('w')}, p_model, p_amount, p_percent from unnest(p_with) w
            where w.client_id = p_client and w.type in ${MOVES}`,
        )}) f
      $fn$;`);
    this.addSql(`
      create function arbi_admin_fee_days(p_admin text)
      returns table (day date, fees bigint) language sql stable as $fn$
        select f.day, sum(f.fees) from (${feeDays(
          `select ${MOVE('e')}, c.fee_model as model, c.fee_amount as amount, c.fee_percent as percent
             from client_events e join clients c on c.id = e.client_id
            where e.admin_id = p_admin and e.type in ${MOVES}`,
        )}) f group by f.day
      $fn$;`);

    // The writers' helpers: add to this backend's row (created on first use).
    this.addSql(`
      create function arbi_add_client_total(p_admin text, p_status text, p_archived boolean,
                                            p_clients bigint, p_owed_by bigint, p_owed_to bigint)
      returns void language sql as $fn$
        insert into client_totals as t (admin_id, status, archived, slot, clients, owed_by, owed_to)
        values (p_admin, p_status, p_archived, pg_backend_pid(), p_clients, p_owed_by, p_owed_to)
        on conflict (admin_id, status, archived, slot) do update
          set clients = t.clients + excluded.clients, owed_by = t.owed_by + excluded.owed_by,
              owed_to = t.owed_to + excluded.owed_to
      $fn$;`);
    this.addSql(`
      create function arbi_add_client_day(p_admin text, p_day date, p_deposited bigint,
                                          p_withdrawn bigint, p_fees bigint) returns void
      language sql as $fn$
        insert into client_days as d (admin_id, day, slot, deposited, withdrawn, fees)
        values (p_admin, p_day, pg_backend_pid(), p_deposited, p_withdrawn, p_fees)
        on conflict (admin_id, day, slot) do update
          set deposited = d.deposited + excluded.deposited, withdrawn = d.withdrawn + excluded.withdrawn,
              fees = d.fees + excluded.fees
      $fn$;`);
    // A card made (1) or gone (−1) on its Copenhagen day under its link tag ('' for none).
    this.addSql(`
      create function arbi_add_client_signup(p_admin text, p_created_at timestamptz, p_source text,
                                             p_clients int) returns void
      language sql as $fn$
        insert into client_signups as s (admin_id, day, source, slot, clients)
        values (p_admin, (p_created_at at time zone 'Europe/Copenhagen')::date, coalesce(p_source, ''),
                pg_backend_pid(), p_clients)
        on conflict (admin_id, day, source, slot) do update set clients = s.clients + excluded.clients
      $fn$;`);
    // The fee days a change to a client's timeline or agreement moved: after less before.
    this.addSql(`
      create function arbi_move_fee_days(p_admin text, p_client uuid,
                                         p_before_model text, p_before_amount int, p_before_percent int,
                                         p_after_model text, p_after_amount int, p_after_percent int,
                                         p_without uuid[] default '{}',
                                         p_with client_events[] default '{}') returns void
      language sql as $fn$
        insert into client_days as d (admin_id, day, slot, fees)
        select p_admin, day, pg_backend_pid(), sum(fees)
          from (select day, fees from arbi_client_fee_days(p_client, p_after_model, p_after_amount, p_after_percent)
                union all
                select day, -fees from arbi_client_fee_days(p_client, p_before_model, p_before_amount,
                                                            p_before_percent, p_without, p_with)) f
         group by day having sum(fees) <> 0
        on conflict (admin_id, day, slot) do update set fees = d.fees + excluded.fees
      $fn$;`);

    // Clients: new cards (a signup, an import) counted per statement, by direct upserts (the
    // signup's hot path: a third of the cost of calling the helpers). A balance's parts are summed
    // one card at a time (a positive and a negative one must not net out).
    this.addSql(`
      create function arbi_clients_added() returns trigger language plpgsql as $fn$
      begin
        insert into client_totals as t (admin_id, status, archived, slot, clients, owed_by, owed_to)
        select admin_id, status, archived, pg_backend_pid(), count(*), sum(greatest(b, 0)), sum(greatest(-b, 0))
          from (select a.admin_id, a.status, a.archived_at is not null as archived, ${BALANCE('a')} as b
                  from added a) a
         group by 1, 2, 3
        on conflict (admin_id, status, archived, slot) do update
          set clients = t.clients + excluded.clients, owed_by = t.owed_by + excluded.owed_by,
              owed_to = t.owed_to + excluded.owed_to;
        insert into client_signups as s (admin_id, day, source, slot, clients)
        select admin_id, (created_at at time zone 'Europe/Copenhagen')::date, coalesce(source, ''),
               pg_backend_pid(), count(*)
          from added group by 1, 2, 3
        on conflict (admin_id, day, source, slot) do update set clients = s.clients + excluded.clients;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_totals_added" after insert on "clients"
        referencing new table as added for each statement execute function arbi_clients_added();`);

    this.addSql(`
      create function arbi_client_changed() returns trigger language plpgsql as $fn$
      declare
        old_balance int := ${BALANCE('old')};
        new_balance int := ${BALANCE('new')};
      begin
        if old.status <> new.status or (old.archived_at is null) <> (new.archived_at is null)
           or old_balance <> new_balance then
          perform arbi_add_client_total(old.admin_id, old.status, old.archived_at is not null, -1,
                                        -greatest(old_balance, 0), -greatest(-old_balance, 0));
          perform arbi_add_client_total(new.admin_id, new.status, new.archived_at is not null, 1,
                                        greatest(new_balance, 0), greatest(-new_balance, 0));
        end if;
        -- The signup's own transaction sets the link tag right after making the card.
        if old.created_at <> new.created_at or old.source is distinct from new.source then
          perform arbi_add_client_signup(old.admin_id, old.created_at, old.source, -1);
          perform arbi_add_client_signup(new.admin_id, new.created_at, new.source, 1);
        end if;
        if (old.fee_model, old.fee_amount, old.fee_percent)
           is distinct from (new.fee_model, new.fee_amount, new.fee_percent) then
          perform arbi_move_fee_days(new.admin_id, new.id, old.fee_model, old.fee_amount, old.fee_percent,
                                     new.fee_model, new.fee_amount, new.fee_percent);
        end if;
        return null;
      end
      $fn$;`);
    // Not on admin_id alone: an admin renamed moves its rollup rows by their own foreign key.
    this.addSql(`
      create trigger "clients_totals_changed" after update on "clients" for each row
        when (old.status <> new.status or (old.archived_at is null) <> (new.archived_at is null)
              or old.created_at <> new.created_at or old.source is distinct from new.source
              or (old.profit, old.ledger, old.withdrawn_sites, old.fee_model, old.fee_amount, old.fee_percent)
                 is distinct from (new.profit, new.ledger, new.withdrawn_sites, new.fee_model, new.fee_amount, new.fee_percent))
        execute function arbi_client_changed();`);

    // Before the row goes, while its events are still there to say what its timeline earned. An
    // admin's deletion takes its rollup rows along, so nothing is counted down then.
    this.addSql(`
      create function arbi_client_removed() returns trigger language plpgsql as $fn$
      declare
        balance int := ${BALANCE('old')};
      begin
        if exists (select 1 from admins where id = old.admin_id) then
          perform arbi_add_client_total(old.admin_id, old.status, old.archived_at is not null, -1,
                                        -greatest(balance, 0), -greatest(-balance, 0));
          perform arbi_add_client_signup(old.admin_id, old.created_at, old.source, -1);
          perform arbi_add_client_day(old.admin_id, day, 0, 0, -fees)
             from arbi_client_fee_days(old.id, old.fee_model, old.fee_amount, old.fee_percent)
            where fees <> 0;
        end if;
        return old;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_totals_removed" before delete on "clients"
        for each row execute function arbi_client_removed();`);

    // Events: money by the progress changes' day, fees by replaying the client's timeline before
    // and after (a removed client's were counted down with it).
    this.addSql(`
      create function arbi_event_moved() returns trigger language plpgsql as $fn$
      declare
        c record;
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.type = 'site_progress'
           and exists (select 1 from admins where id = old.admin_id) then
          perform arbi_add_client_day(old.admin_id, (old.created_at at time zone 'Europe/Copenhagen')::date,
                                      -coalesce((old.data->>'depositChange')::int, 0),
                                      -coalesce((old.data->>'withdrawnChange')::int, 0), 0);
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.type = 'site_progress' then
          perform arbi_add_client_day(new.admin_id, (new.created_at at time zone 'Europe/Copenhagen')::date,
                                      coalesce((new.data->>'depositChange')::int, 0),
                                      coalesce((new.data->>'withdrawnChange')::int, 0), 0);
        end if;
        -- The client's row lock: a concurrent change to the same timeline waits, then replays
        -- with this one in it (the app's writers hold it already).
        for c in
          select id, admin_id, fee_model, fee_amount, fee_percent from clients
           where id in (case when tg_op <> 'INSERT' then old.client_id end,
                        case when tg_op <> 'DELETE' then new.client_id end)
             for no key update
        loop
          perform arbi_move_fee_days(c.admin_id, c.id, c.fee_model, c.fee_amount, c.fee_percent,
                                     c.fee_model, c.fee_amount, c.fee_percent,
                                     case when tg_op <> 'DELETE' then array[new.id] else '{}' end,
                                     case when tg_op <> 'INSERT' then array[old] else '{}' end);
        end loop;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "client_events_moved" after insert on "client_events" for each row
        when (new.type in ${MOVES}) execute function arbi_event_moved();`);
    this.addSql(`
      create trigger "client_events_moved_changed" after update on "client_events" for each row
        when ((old.type in ${MOVES} or new.type in ${MOVES})
              and (old.type, old.data, old.created_at, old.client_id)
                  is distinct from (new.type, new.data, new.created_at, new.client_id))
        execute function arbi_event_moved();`);
    this.addSql(`
      create trigger "client_events_moved_removed" after delete on "client_events" for each row
        when (old.type in ${MOVES}) execute function arbi_event_moved();`);

    this.addSql(`
      create function arbi_recount_client_totals(p_admin text) returns void language plpgsql as $fn$
      begin
        -- No write may land between the count and the rows it counts.
        lock table clients, client_events in share mode;
        delete from client_totals where admin_id = p_admin;
        delete from client_signups where admin_id = p_admin;
        delete from client_days where admin_id = p_admin;
        insert into client_totals (admin_id, status, archived, slot, clients, owed_by, owed_to)
        select p_admin, status, archived, 0, count(*), coalesce(sum(greatest(b, 0)), 0), coalesce(sum(greatest(-b, 0)), 0)
          from (select status, archived_at is not null as archived, ${BALANCE('c')} as b
                  from clients c where admin_id = p_admin) c
         group by status, archived;
        insert into client_signups (admin_id, day, source, slot, clients)
        select p_admin, (created_at at time zone 'Europe/Copenhagen')::date, coalesce(source, ''), 0, count(*)
          from clients where admin_id = p_admin
         group by 2, 3;
        insert into client_days (admin_id, day, slot, deposited, withdrawn, fees)
        select p_admin, day, 0, sum(deposited), sum(withdrawn), sum(fees)
          from (select (created_at at time zone 'Europe/Copenhagen')::date as day,
                       coalesce((data->>'depositChange')::int, 0) as deposited,
                       coalesce((data->>'withdrawnChange')::int, 0) as withdrawn, 0 as fees
                  from client_events where admin_id = p_admin and type = 'site_progress'
                union all
                select day, 0, 0, fees from arbi_admin_fee_days(p_admin)) d
         group by day;
      end
      $fn$;`);
    // Rows a backend is writing right now are left for the next fold, so a fold never waits.
    this.addSql(`
      create function arbi_fold_client_totals() returns void language plpgsql as $fn$
      begin
        if not pg_try_advisory_xact_lock(hashtextextended('arbi_fold_client_totals', 0)) then
          return;
        end if;
        with moved as (
          delete from client_totals where ctid in (
            select ctid from client_totals where slot <> 0 for update skip locked)
          returning *)
        insert into client_totals as t (admin_id, status, archived, slot, clients, owed_by, owed_to)
        select admin_id, status, archived, 0, sum(clients), sum(owed_by), sum(owed_to)
          from moved group by admin_id, status, archived
        on conflict (admin_id, status, archived, slot) do update
          set clients = t.clients + excluded.clients, owed_by = t.owed_by + excluded.owed_by,
              owed_to = t.owed_to + excluded.owed_to;
        with moved as (
          delete from client_signups where ctid in (
            select ctid from client_signups where slot <> 0 for update skip locked)
          returning *)
        insert into client_signups as s (admin_id, day, source, slot, clients)
        select admin_id, day, source, 0, sum(clients) from moved group by admin_id, day, source
        on conflict (admin_id, day, source, slot) do update set clients = s.clients + excluded.clients;
        with moved as (
          delete from client_days where ctid in (
            select ctid from client_days where slot <> 0 for update skip locked)
          returning *)
        insert into client_days as d (admin_id, day, slot, deposited, withdrawn, fees)
        select admin_id, day, 0, sum(deposited), sum(withdrawn), sum(fees)
          from moved group by admin_id, day
        on conflict (admin_id, day, slot) do update
          set deposited = d.deposited + excluded.deposited, withdrawn = d.withdrawn + excluded.withdrawn,
              fees = d.fees + excluded.fees;
      end
      $fn$;`);

    this.addSql(`select arbi_recount_client_totals(id) from admins;`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "client_events_moved_removed" on "client_events";`);
    this.addSql(`drop trigger if exists "client_events_moved_changed" on "client_events";`);
    this.addSql(`drop trigger if exists "client_events_moved" on "client_events";`);
    this.addSql(`drop trigger if exists "clients_totals_removed" on "clients";`);
    this.addSql(`drop trigger if exists "clients_totals_changed" on "clients";`);
    this.addSql(`drop trigger if exists "clients_totals_added" on "clients";`);
    for (const fn of [
      'arbi_fold_client_totals',
      'arbi_recount_client_totals',
      'arbi_event_moved',
      'arbi_client_removed',
      'arbi_client_changed',
      'arbi_clients_added',
      'arbi_move_fee_days',
      'arbi_add_client_signup',
      'arbi_add_client_day',
      'arbi_add_client_total',
      'arbi_admin_fee_days',
      'arbi_client_fee_days',
    ])
      this.addSql(`drop function if exists ${fn};`);
    this.addSql(`drop table if exists "client_days", "client_signups", "client_totals";`);
  }
}
