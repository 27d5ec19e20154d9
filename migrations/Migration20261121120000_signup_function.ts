import { Migration } from '@mikro-orm/migrations';

/**
 * The whole signup as one database function, so a signup is one round trip. Measured under load
 * (`npm run bench:load`): each statement sent cost the app more CPU in socket writes than the
 * statement cost PostgreSQL, and the transaction-per-signup used seven of them.
 *
 * It runs in the statement's own transaction: the idempotency lock, the visitor's card and the
 * stored answer are written together or not at all. Outcomes:
 * - 'in-flight': another request with the same key holds its lock (the caller answers 409);
 * - 'stored-answer': the key was used before; the caller compares hashes and replays or answers 422;
 * - 'unknown-admin': no such admin;
 * - 'sites-changed': a chosen site is no longer on the admin's list (the caller's copy was stale);
 * - 'stored': `client_id` is the visitor's card, new or updated.
 */
export class Migration20261121120000_signup_function extends Migration {
  override up(): void {
    this.addSql(`
      create function arbi_signup(
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

        -- A new visitor gets a card; one with an active card (same email or phone) has it updated.
        -- The insert comes first: the partial unique indexes decide, so a new visitor costs no
        -- lookup. A concurrent signup of the same visitor makes the insert wait for it and add
        -- nothing; the lookup, with a fresh snapshot, then finds that card.
        for attempt in 1..3 loop
          insert into clients (id, admin_id, name, email, phone, birth_date, referral_code, sites, site_count, created_at)
          values (p_new_id, p_admin, p_name, p_email, p_phone, p_birth, p_referral, p_sites, cardinality(p_sites), now())
          on conflict do nothing
          returning id into client_id;
          exit when client_id is not null;

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
             set name = p_name, email = p_email, phone = p_phone, birth_date = p_birth, sites = p_sites,
                 site_count = cardinality(p_sites), referral_code = coalesce(p_referral, c.referral_code)
            from existing e where c.id = e.id
          returning c.id into client_id;
          exit when client_id is not null;
        end loop;
        if client_id is null then
          raise exception 'signup kept colliding with concurrent signups of the same visitor';
        end if;

        if p_key is not null then
          insert into idempotency_keys (scope, key, request_hash, response_status, response_body)
          values (p_scope, p_key, p_hash, 201, jsonb_build_object('id', client_id));
        end if;
        outcome := 'stored';
      end
      $fn$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists arbi_signup;`);
  }
}
