import { Migration } from '@mikro-orm/migrations';

/**
 * The three per-client sums the balance is read from (`profit`, `withdrawn_sites`, `ledger`) are
 * kept by triggers so the list can sort by balance off an index; summing every entry per page
 * takes ten times the list's budget at 100 000 customers (bench:settle's "summed per page" row).
 * This makes the database refuse to commit any transaction after which a client's sums differ
 * from the rows they sum, whoever wrote them: a deferred check on every change of the sums,
 * including a direct UPDATE that bypasses the ledger. Both lookups are by client, on the indexes
 * the progress and payment tables already have.
 */
export class Migration20261126090000_client_sums_checked extends Migration {
  override up(): void {
    this.addSql(`
      create function arbi_client_sums_in_step() returns trigger language plpgsql as $fn$
      declare
        stored record;
        from_rows record;
      begin
        -- Read at commit: the sums as every statement of the transaction left them.
        select c.profit, c.withdrawn_sites, c.ledger into stored from clients c where c.id = new.id;
        if not found then
          return null; -- erased later in the same transaction
        end if;
        select coalesce((select sum(p.withdrawn - p.deposit) from client_site_progress p
                          where p.client_id = new.id), 0)::int as profit,
               (select count(*) from client_site_progress p
                 where p.client_id = new.id and p.state = 'withdrawn')::int as withdrawn_sites,
               coalesce((select sum(e.amount * (case e.kind when 'return' then -1 else 1 end)
                                              * (case when e.reverses is null then 1 else -1 end))
                           from client_payments e where e.client_id = new.id), 0)::int as ledger
          into from_rows;
        if (stored.profit, stored.withdrawn_sites, stored.ledger)
           is distinct from (from_rows.profit, from_rows.withdrawn_sites, from_rows.ledger) then
          raise exception 'client % sums out of step with their rows', new.id
            using errcode = 'P0001',
                  detail = format('stored (profit %s, withdrawn_sites %s, ledger %s), rows (%s, %s, %s)',
                                  stored.profit, stored.withdrawn_sites, stored.ledger,
                                  from_rows.profit, from_rows.withdrawn_sites, from_rows.ledger);
        end if;
        return null;
      end
      $fn$;`);
    this.addSql(`
      create constraint trigger "clients_sums_in_step"
        after insert or update of "profit", "withdrawn_sites", "ledger" on "clients"
        deferrable initially deferred
        for each row execute function arbi_client_sums_in_step();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "clients_sums_in_step" on "clients";`);
    this.addSql(`drop function if exists arbi_client_sums_in_step;`);
  }
}
