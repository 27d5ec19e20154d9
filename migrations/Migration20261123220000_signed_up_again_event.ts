import { Migration } from '@mikro-orm/migrations';

/**
 * A repeat signup (§4: kept on the card for review, never applied) shows on the customer's
 * timeline as `signed_up_again`, written in the signup's own statement by a trigger on the mark.
 * The event holds no data: what the visitor brought stays on the card, where archiving blanks it.
 */
export class Migration20261123220000_signed_up_again_event extends Migration {
  override up(): void {
    this.addSql(`alter table "client_events" drop constraint "client_events_type_check";`);
    this.addSql(`
      alter table "client_events" add constraint "client_events_type_check"
        check ("type" in ('signed_up', 'signed_up_again', 'status_changed', 'note_added',
          'bet_planned', 'site_progress', 'contact_corrected', 'archived'));`);
    this.addSql(`
      create function arbi_client_signed_up_again() returns trigger language plpgsql as $fn$
      begin
        insert into client_events (admin_id, client_id, type, data, created_at)
        values (new.admin_id, new.id, 'signed_up_again', '{}', new.signed_up_again_at);
        return null;
      end
      $fn$;`);
    this.addSql(`
      create trigger "clients_signed_up_again" after update of "signed_up_again_at" on "clients"
        for each row when (new.signed_up_again_at is not null
          and new.signed_up_again_at is distinct from old.signed_up_again_at)
        execute function arbi_client_signed_up_again();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "clients_signed_up_again" on "clients";`);
    this.addSql(`drop function if exists arbi_client_signed_up_again;`);
    this.addSql(`delete from "client_events" where "type" = 'signed_up_again';`);
    this.addSql(`alter table "client_events" drop constraint "client_events_type_check";`);
    this.addSql(`
      alter table "client_events" add constraint "client_events_type_check"
        check ("type" in ('signed_up', 'status_changed', 'note_added', 'bet_planned',
          'site_progress', 'contact_corrected', 'archived'));`);
  }
}
