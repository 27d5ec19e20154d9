import { Migration } from '@mikro-orm/migrations';

/**
 * The customer's own page (PRODUCT.md §17). A client carries at most one task link: only the
 * SHA-256 of its token, when it was made, when it ends, when it was first opened and last used.
 * A session is bound to the link's hash, so a new link or a revoked one ends it. Archiving revokes
 * the link by a trigger, whichever path archives (the panel, the retention job, a re-applied
 * archive); erasure deletes the row. Customer ticks remember what they changed, for an undo.
 */
export class Migration20261125120000_task_links extends Migration {
  override up(): void {
    this.addSql(`
      alter table "clients"
        add column "task_link_hash" text null,
        add column "task_link_created_at" timestamptz null,
        add column "task_link_expires_at" timestamptz null,
        add column "task_link_opened_at" timestamptz null,
        add column "task_link_last_seen_at" timestamptz null,
        add column "tasks_confirmed_at" timestamptz null;`);
    this.addSql(
      `create unique index "clients_task_link_hash_unique" on "clients" ("task_link_hash") where "task_link_hash" is not null;`,
    );
    this.addSql(`
      create function arbi_client_archived_task_link() returns trigger language plpgsql as $fn$
      begin
        new.task_link_hash := null;
        new.task_link_created_at := null;
        new.task_link_expires_at := null;
        new.task_link_opened_at := null;
        new.task_link_last_seen_at := null;
        return new;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_archived_task_link" before update of "archived_at" on "clients"
        for each row when (new.archived_at is not null and old.archived_at is null)
        execute function arbi_client_archived_task_link();`);

    this.addSql(`
      create table "customer_ticks" (
        "id" uuid not null primary key,
        "created_at" timestamptz not null,
        "admin_id" text not null references "admins" ("id") on delete cascade,
        "client_id" uuid not null references "clients" ("id") on delete cascade,
        "site" text not null,
        "step" text not null,
        "from_state" text not null,
        "from_deposit" int not null,
        "from_withdrawn" int not null,
        constraint "customer_ticks_client_site_step_unique" unique ("client_id", "site", "step")
      );`);

    this.addSql(
      `alter table "admins" add column "display_name" text null, add column "phone" text null;`,
    );

    this.addSql(`alter table "client_events" drop constraint "client_events_type_check";`);
    this.addSql(`
      alter table "client_events" add constraint "client_events_type_check"
        check ("type" in ('signed_up', 'signed_up_again', 'status_changed', 'note_added',
          'bet_planned', 'site_progress', 'contact_corrected', 'archived',
          'customer_ticked', 'customer_unticked'));`);
  }

  override down(): void {
    this.addSql(
      `delete from "client_events" where "type" in ('customer_ticked', 'customer_unticked');`,
    );
    this.addSql(`alter table "client_events" drop constraint "client_events_type_check";`);
    this.addSql(`
      alter table "client_events" add constraint "client_events_type_check"
        check ("type" in ('signed_up', 'signed_up_again', 'status_changed', 'note_added',
          'bet_planned', 'site_progress', 'contact_corrected', 'archived'));`);
    this.addSql(`alter table "admins" drop column "display_name", drop column "phone";`);
    this.addSql(`drop table "customer_ticks";`);
    this.addSql(`drop trigger if exists "clients_archived_task_link" on "clients";`);
    this.addSql(`drop function if exists arbi_client_archived_task_link;`);
    this.addSql(`
      alter table "clients"
        drop column "task_link_hash", drop column "task_link_created_at",
        drop column "task_link_expires_at", drop column "task_link_opened_at",
        drop column "task_link_last_seen_at", drop column "tasks_confirmed_at";`);
  }
}
