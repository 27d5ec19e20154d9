import { Migration } from '@mikro-orm/migrations';

/**
 * Signups that arrive together are written together: one call, one transaction, one commit for a
 * batch (see `SignupBatcher`). Each item runs `arbi_signup` in its own subtransaction, so one item's
 * failure (a constraint, say) answers that item alone; the others still commit. A failure names
 * only the SQLSTATE and the constraint, never the values.
 */
export class Migration20261121130000_signup_batches extends Migration {
  override up(): void {
    this.addSql(`
      create function arbi_signups(p_items jsonb)
      returns table (idx int, outcome text, client_id uuid, stored_status int, stored_body jsonb, stored_hash text, failure text)
      language plpgsql as $fn$
      declare
        item jsonb;
        position bigint;
        failed_state text;
        failed_constraint text;
      begin
        for item, position in select value, ordinality from jsonb_array_elements(p_items) with ordinality loop
          idx := position - 1;
          failure := null;
          begin
            select s.outcome, s.client_id, s.stored_status, s.stored_body, s.stored_hash
              into outcome, client_id, stored_status, stored_body, stored_hash
              from arbi_signup(
                item->>'scope', item->>'key', item->>'hash',
                item->>'admin', item->>'name', item->>'email', item->>'phone', (item->>'birth')::date, item->>'referral',
                array(select jsonb_array_elements_text(item->'sites')),
                (item->>'id')::uuid) s;
          exception when others then
            get stacked diagnostics failed_state = returned_sqlstate, failed_constraint = constraint_name;
            outcome := 'failed';
            client_id := null; stored_status := null; stored_body := null; stored_hash := null;
            failure := failed_state || coalesce(' ' || nullif(failed_constraint, ''), '');
          end;
          return next;
        end loop;
      end
      $fn$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists arbi_signups;`);
  }
}
