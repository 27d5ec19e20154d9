import { Migration } from '@mikro-orm/migrations';

/**
 * Part three §15-16: a site's welcome offer; a plan's match, kick-off and when it was marked
 * placed; when a customer's deposit on a site was made (the start of its wagering); and the
 * progress state `bonus_placed` between `bonus` and `withdrawn`.
 */
export class Migration20261125110000_offers_and_bonus_plans extends Migration {
  override up(): void {
    this.addSql(`alter table "sites" add column "offer" jsonb null;`);
    this.addSql(`
      alter table "bet_plans"
        add column "event" text null,
        add column "kickoff_at" timestamptz null,
        add column "placed_at" timestamptz null;`);
    this.addSql(`alter table "client_site_progress" add column "deposited_at" timestamptz null;`);
    // Deposits made before this column: the last change is the best date known.
    this.addSql(
      `update "client_site_progress" set "deposited_at" = "updated_at" where "deposit" > 0;`,
    );
    this.addSql(
      `alter table "client_site_progress" drop constraint "client_site_progress_state_check";`,
    );
    this.addSql(`
      alter table "client_site_progress" add constraint "client_site_progress_state_check"
        check ("state" in ('none', 'created', 'deposited', 'bet_placed', 'bonus', 'bonus_placed',
          'withdrawn'));`);
  }

  override down(): void {
    this.addSql(
      `update "client_site_progress" set "state" = 'bonus' where "state" = 'bonus_placed';`,
    );
    this.addSql(
      `alter table "client_site_progress" drop constraint "client_site_progress_state_check";`,
    );
    this.addSql(`
      alter table "client_site_progress" add constraint "client_site_progress_state_check"
        check ("state" in ('none', 'created', 'deposited', 'bet_placed', 'bonus', 'withdrawn'));`);
    this.addSql(`alter table "client_site_progress" drop column "deposited_at";`);
    this.addSql(
      `alter table "bet_plans" drop column "event", drop column "kickoff_at", drop column "placed_at";`,
    );
    this.addSql(`alter table "sites" drop column "offer";`);
  }
}
