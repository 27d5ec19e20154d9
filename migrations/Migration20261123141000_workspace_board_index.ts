import { Migration } from '@mikro-orm/migrations';

/**
 * The list with a status filter and the board read an admin's active cards of a status, most
 * recently active first, with the id as the lists' tie-breaker (`npm run bench:workspace`): an
 * index in exactly that order answers a page without sorting, and its count from the index alone.
 */
export class Migration20261123141000_workspace_board_index extends Migration {
  override up(): void {
    this.addSql('drop index if exists "clients_active_status_index";');
    this.addSql(
      'create index "clients_active_status_activity_index" on "clients" ("admin_id", "status", "last_activity_at" desc, "id") where "archived_at" is null;',
    );
  }

  override down(): void {
    this.addSql('drop index if exists "clients_active_status_activity_index";');
    this.addSql(
      'create index "clients_active_status_index" on "clients" ("admin_id", "status", "last_activity_at") where "archived_at" is null;',
    );
  }
}
