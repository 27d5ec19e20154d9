import { Migration } from '@mikro-orm/migrations';

/**
 * Faster odds entry (§22): a site may take another site's odds ('Samme odds som') and name its
 * bookmaker key at The Odds API; a plan keeps when its odds were entered; marking a plan placed
 * writes one timeline line for the whole placement.
 */
export class Migration20261126143000_odds_entry extends Migration {
  override up(): void {
    this.addSql(`
      alter table "sites"
        add column "odds_from" text null
          check (char_length("odds_from") <= 60 and lower("odds_from") <> lower("name")),
        add column "feed_key" text null check ("feed_key" ~ '^[a-z0-9_]{1,60}$');`);
    this.addSql(`alter table "bet_plans" add column "odds_entered_at" timestamptz null;`);
    // The placement's own line; the check is extended, whatever other types it lists.
    this.addSql(`
      do $do$
      declare
        definition text;
      begin
        select pg_get_constraintdef(oid) into definition from pg_constraint
         where conrelid = 'client_events'::regclass and conname = 'client_events_type_check';
        alter table client_events drop constraint client_events_type_check;
        execute 'alter table client_events add constraint client_events_type_check '
          || replace(definition, 'ARRAY[', 'ARRAY[''bet_placed''::text, ');
      end
      $do$;`);
  }

  override down(): void {
    this.addSql(`delete from "client_events" where "type" = 'bet_placed';`);
    this.addSql(`
      do $do$
      declare
        definition text;
      begin
        select pg_get_constraintdef(oid) into definition from pg_constraint
         where conrelid = 'client_events'::regclass and conname = 'client_events_type_check';
        alter table client_events drop constraint client_events_type_check;
        execute 'alter table client_events add constraint client_events_type_check '
          || replace(definition, '''bet_placed''::text, ', '');
      end
      $do$;`);
    this.addSql(`alter table "bet_plans" drop column "odds_entered_at";`);
    this.addSql(`alter table "sites" drop column "odds_from", drop column "feed_key";`);
  }
}
