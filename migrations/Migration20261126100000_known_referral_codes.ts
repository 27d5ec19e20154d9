import { Migration } from '@mikro-orm/migrations';
import { SIGNUP_FUNCTIONS as BEFORE } from './Migration20261125151000_idempotency_keyed.js';

/** The signup functions as this migration made them: a frozen copy of src/clients/sql/signup.sql then. */
export const SIGNUP_FUNCTIONS = `-- The public signup, whole, in the database: one statement per signup (see README, "built for load").
-- The current source; migrations hold frozen copies and never read this file. A change here comes
-- with a new migration carrying the new text (\`create or replace\`; one that changes parameters or
-- results drops the function first). test/platform/schema.e2e-spec.ts checks the migrated
-- database's functions match this file.

-- arbi_signup: one signup, in the caller's transaction, so the idempotency lock, the card and the
-- stored answer are written together or not at all. Outcomes:
-- - 'in-flight': another request with the same key holds its lock (the caller answers 409);
-- - 'stored-answer': the key was used before; the caller compares hashes and replays or answers 422;
-- - 'unknown-admin': no such admin;
-- - 'sites-changed': a chosen site is no longer on the admin's list (the caller's copy was stale);
-- - 'stored': a new card, \`client_id\` = p_new_id;
-- - 'signed-up-again': the visitor already has an active card (same email or phone), \`client_id\`.
--   Its personal data is not touched (an anonymous request must not overwrite a customer): what the
--   signup brought waits in \`pending_signup\` for the recruiter, and \`signed_up_again_at\` marks it.
-- The answer stored for the key names p_new_id either way: the new card, or the repeat's receipt,
-- never an existing card's id.
create or replace function arbi_signup(
  p_scope text, p_key text, p_hash text,
  p_admin text, p_name text, p_email text, p_phone text, p_birth date, p_referral text, p_sites text[],
  p_new_id uuid,
  out outcome text, out client_id uuid, out stored_status int, out stored_body jsonb, out stored_hash text
) language plpgsql as $fn$
begin
  if p_key is not null then
    if not pg_try_advisory_xact_lock(hashtextextended(p_scope || ':' || p_key, 0)) then
      outcome := 'in-flight';
      return;
    end if;
    select k.response_status, k.response_body, k.request_hash into stored_status, stored_body, stored_hash
      from idempotency_keys k where k.scope = p_scope and k.key = p_key;
    if found then
      outcome := 'stored-answer';
      return;
    end if;
  end if;

  perform 1 from admins where id = p_admin;
  if not found then
    outcome := 'unknown-admin';
    return;
  end if;
  if exists (select unnest(p_sites) except select name from sites where admin_id = p_admin) then
    outcome := 'sites-changed';
    return;
  end if;
  -- A code none of the admin's referrals has is not kept: the page told the visitor 'Der er ikke
  -- nogen med det ID', and a kept code would count for a referral made later with it.
  if p_referral is not null
     and not exists (select 1 from referrals r where r.admin_id = p_admin and r.code = p_referral) then
    p_referral := null;
  end if;

  -- The insert comes first: the partial unique indexes decide, so a new visitor costs no lookup.
  -- A concurrent signup of the same visitor makes the insert wait for it and add nothing; the
  -- lookup, with a fresh snapshot, then finds that card.
  for attempt in 1..3 loop
    insert into clients (id, admin_id, name, email, phone, birth_date, referral_code, sites, site_count, created_at)
    values (p_new_id, p_admin, p_name, p_email, p_phone, p_birth, p_referral, p_sites, cardinality(p_sites), now())
    on conflict do nothing
    returning id into client_id;
    if client_id is not null then
      outcome := 'stored';
      exit;
    end if;

    with existing as (
      select c.id from clients c
       where c.id in (
         select m.id from clients m where m.admin_id = p_admin and lower(m.email) = p_email and m.archived_at is null
         union all
         select m.id from clients m where m.admin_id = p_admin and m.phone = p_phone and m.archived_at is null)
       order by c.created_at limit 1
       for update
    )
    update clients c
       set pending_signup = jsonb_build_object(
             'receipt', p_new_id, 'name', p_name, 'email', p_email, 'phone', p_phone,
             'birthDate', p_birth, 'referralCode', p_referral, 'sites', to_jsonb(p_sites)),
           signed_up_again_at = now()
      from existing e where c.id = e.id
    returning c.id into client_id;
    if client_id is not null then
      outcome := 'signed-up-again';
      exit;
    end if;
  end loop;
  if client_id is null then
    raise exception 'signup kept colliding with concurrent signups of the same visitor';
  end if;

  if p_key is not null then
    -- Named by its customer, so erasing them erases it (a repeat's receipt is not the card's id).
    insert into idempotency_keys (scope, key, request_hash, response_status, response_body, client_id)
    values (p_scope, p_key, p_hash, 201, jsonb_build_object('id', p_new_id), client_id);
  end if;
end
$fn$;

-- arbi_signups: signups that arrive together, written together (see \`SignupBatcher\`): one call, one
-- transaction, one commit. Each item runs in its own subtransaction, so one item's failure (a
-- constraint, say) answers that item alone; the others still commit. A failure names only the
-- SQLSTATE and the constraint, never the values.
create or replace function arbi_signups(p_items jsonb)
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
$fn$;
`;

/**
 * A referral code none of the admin's referrals has is no longer kept by the signup (issue 36): the
 * page said it was unknown, yet the card, its CSV and a referral made later with that code took it.
 */
export class Migration20261126100000_known_referral_codes extends Migration {
  override up(): void {
    this.addSql(SIGNUP_FUNCTIONS);
  }

  override down(): void {
    this.addSql(BEFORE);
  }
}
