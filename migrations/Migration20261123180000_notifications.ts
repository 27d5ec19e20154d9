import { Migration } from '@mikro-orm/migrations';

/**
 * New-lead notifications (PRODUCT.md §11) as a transactional outbox. A trigger on `clients` writes
 * a delivery row per channel the admin has on and queues a job for it (graphile-worker's SQL
 * `add_job`), inside the transaction that inserted the client: a signup that commits always has
 * its deliveries, one that rolls back has none. Row triggers fire only for rows really inserted,
 * so a replayed signup (answered from its stored key) and one merged into an existing card
 * (`on conflict do nothing`, then an update) queue nothing, and neither does the importer
 * (`set local arbi.importing = 'on'`, src/import).
 *
 * `graphile_worker` is installed by the start's migration step (src/jobs/migrate-jobs.ts), which
 * runs before the app takes requests.
 */
export class Migration20261123180000_notifications extends Migration {
  override up(): void {
    this.addSql(`
      alter table "admins"
        add column "notify_email" boolean not null default false,
        add column "webhook_url" text null,
        add column "webhook_secret" text null;`);
    this.addSql(`
      create table "notification_deliveries" (
        "id" uuid not null primary key,
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "client_id" uuid null references "clients" ("id") on update cascade on delete set null,
        "event" text not null check ("event" in ('client.created', 'test')),
        "channel" text not null check ("channel" in ('email', 'webhook')),
        "status" text not null default 'pending' check ("status" in ('pending', 'sent', 'failed')),
        "attempts" int not null default 0,
        "last_error" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "notification_deliveries_admin_id_created_at_index" on "notification_deliveries" ("admin_id", "created_at");`,
    );
    this.addSql(
      `create index "notification_deliveries_client_id_index" on "notification_deliveries" ("client_id");`,
    );
    this.addSql(`
      create function arbi_notify_client_created() returns trigger language plpgsql as $fn$
      declare
        wants_email boolean;
        wants_webhook boolean;
        channel text;
        delivery uuid;
      begin
        select a.notify_email, a.webhook_url is not null and a.webhook_secret is not null
          into wants_email, wants_webhook
          from admins a where a.id = new.admin_id;
        foreach channel in array array['email', 'webhook'] loop
          continue when channel = 'email' and not wants_email;
          continue when channel = 'webhook' and not wants_webhook;
          delivery := gen_random_uuid();
          insert into notification_deliveries (id, admin_id, client_id, event, channel)
          values (delivery, new.admin_id, new.id, 'client.created', channel);
          perform graphile_worker.add_job('notification', json_build_object('deliveryId', delivery),
                                          job_key := 'notification:' || delivery);
        end loop;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_notify_created" after insert on "clients"
        for each row when (current_setting('arbi.importing', true) is distinct from 'on')
        execute function arbi_notify_client_created();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "clients_notify_created" on "clients";`);
    this.addSql(`drop function if exists arbi_notify_client_created;`);
    this.addSql(`drop table if exists "notification_deliveries";`);
    this.addSql(
      `alter table "admins" drop column "notify_email", drop column "webhook_url", drop column "webhook_secret";`,
    );
  }
}
