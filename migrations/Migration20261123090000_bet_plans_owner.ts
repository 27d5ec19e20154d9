import { Migration } from '@mikro-orm/migrations';

/** Bet plans are owned by an admin like every other admin-owned row (`admin_id`), and listed flat. */
export class Migration20261123090000_bet_plans_owner extends Migration {
  override up(): void {
    this.addSql('alter table "bet_plans" rename column "created_by_id" to "admin_id";');
    this.addSql(
      'create index "bet_plans_admin_id_created_at_index" on "bet_plans" ("admin_id", "created_at");',
    );
  }

  override down(): void {
    this.addSql('drop index "bet_plans_admin_id_created_at_index";');
    this.addSql('alter table "bet_plans" rename column "admin_id" to "created_by_id";');
  }
}
