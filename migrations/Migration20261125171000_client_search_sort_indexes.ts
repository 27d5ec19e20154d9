import { Migration } from '@mikro-orm/migrations';

/**
 * The customer list's sortable columns, active customers only, in the order a column click asks
 * for (ties broken by id ascending): counts and money highest first, the rest ascending.
 */
const SORTED = [
  '"name"',
  '"email"',
  '"phone"',
  '"birth_date"',
  '"referral_code"',
  '"site_count" desc',
  '"source"',
  '"last_activity_at" desc',
  '"profit" desc',
];
const indexName = (sorted: string) => `clients_active_${sorted.split('"')[1]}_index`;

/**
 * For an admin with a million customers (bench:workspace --clients 1000000): the search box's
 * `ilike '%…%'` on name, email and phone reads trigram indexes instead of every row, and each sort
 * of the list reads its first page off an index instead of sorting every active customer.
 */
export class Migration20261125171000_client_search_sort_indexes extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm;');
    for (const column of ['name', 'email', 'phone'])
      this.addSql(
        `create index "clients_${column}_trgm_index" on "clients" using gin ("${column}" gin_trgm_ops);`,
      );
    for (const sorted of SORTED)
      this.addSql(
        `create index "${indexName(sorted)}" on "clients" ("admin_id", ${sorted}, "id") where "archived_at" is null;`,
      );
  }

  override down(): void {
    for (const sorted of SORTED) this.addSql(`drop index if exists "${indexName(sorted)}";`);
    for (const column of ['name', 'email', 'phone'])
      this.addSql(`drop index if exists "clients_${column}_trgm_index";`);
  }
}
