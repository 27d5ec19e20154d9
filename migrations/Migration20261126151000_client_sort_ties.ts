import { Migration } from '@mikro-orm/migrations';

const BALANCE = `arbi_client_balance("profit", "ledger", "fee_model", "fee_amount", "fee_percent", "status", "withdrawn_sites")`;

/**
 * Two sorts of the customer list whose indexes lacked the id that breaks ties: a page sorted by
 * the next contact, or by balance highest first, sorted every card sharing the first page's last
 * value (all the cards at balance 0, say) before it could answer. With the id after the value, as
 * the other sorts have it (`client_search_sort_indexes`), the page is read off the index.
 */
export class Migration20261126151000_client_sort_ties extends Migration {
  override up(): void {
    this.addSql(`drop index if exists "clients_active_next_contact_index";`);
    this.addSql(
      `create index "clients_active_next_contact_at_index" on "clients" ("admin_id", "next_contact_at", "id") where "archived_at" is null;`,
    );
    this.addSql(
      `create index "clients_active_balance_index" on "clients" ("admin_id", ${BALANCE} desc, "id") where "archived_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "clients_active_balance_index";`);
    this.addSql(`drop index if exists "clients_active_next_contact_at_index";`);
    this.addSql(
      `create index "clients_active_next_contact_index" on "clients" ("admin_id", "next_contact_at") where "archived_at" is null;`,
    );
  }
}
