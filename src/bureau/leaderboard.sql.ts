const earnedAt = (t: string) => `arbi_fee_earned(c.fee_model, c.fee_amount, c.fee_percent,
  -- Only what the agreement reads is rebuilt (a CASE runs only its branch's subquery).
  case when c.fee_model = 'fixed' then
    coalesce((select e.data->>'to' from client_events e
               where e.client_id = c.id and e.type = 'status_changed' and e.created_at < ${t}
               order by e.created_at desc limit 1), 'new') end,
  case when c.fee_model = 'share' then
    (select coalesce(sum((e.data->>'withdrawnChange')::int - (e.data->>'depositChange')::int), 0)::int
       from client_events e
      where e.client_id = c.id and e.type = 'site_progress' and e.created_at < ${t}) end,
  case when c.fee_model = 'per_site' then
    (select count(*)::int from (
       select distinct on (lower(e.data->>'site')) e.data->>'state' as state
         from client_events e
        where e.client_id = c.id and e.type = 'site_progress' and e.created_at < ${t}
        order by lower(e.data->>'site'), e.created_at desc) last_state
      where last_state.state = 'withdrawn') end)`;

/**
 * The bureau's leaderboard in one statement (PRODUCT.md §20): for every admin, the period's new
 * customers and how far they got, money moved, fees earned and the funnel, and what is owed now.
 * Parameters: $1, $2 the period's first and after-last instants; $3, $4 its first and last days.
 * It reads only the period's rows, through indexes (what is owed is kept on the admin's row, see
 * migration `…26100000_bureau`), so its time grows with the period's activity, not the history.
 * Fees are counted as the dashboard counts them (workspace/settlement-figures.ts): what each client
 * whose status or progress changed in the period had earned at its end minus at its start; a
 * period that ends in the future ends with the client as it is now.
 * Exported for `npm run bench:bureau`, which times the SQL alone too.
 * @public
 */
export const LEADERBOARD_SQL = `
with fresh as (
  select a.id as admin_id, k.new_clients, k.contacted, k.done
    from admins a
   cross join lateral (
     select count(*)::int as new_clients,
            count(*) filter (where c.status <> 'new')::int as contacted,
            count(*) filter (where c.status = 'done')::int as done
       from clients c where c.admin_id = a.id and c.created_at >= $1 and c.created_at < $2) k
), moved as (
  select distinct e.client_id from client_events e
   where e.type in ('status_changed', 'site_progress') and e.created_at >= $1 and e.created_at < $2
), fees as (
  select c.admin_id, sum(c.fee)::int as fees
    from moved m
   cross join lateral (
     select c.admin_id,
            (case when $2::timestamptz > now()
                  then arbi_fee_earned(c.fee_model, c.fee_amount, c.fee_percent, c.status, c.profit,
                                       c.withdrawn_sites)
                  else ${earnedAt('$2')} end)
            -- A client that came in during the period had earned nothing at its start.
            - case when c.created_at >= $1 then 0 else ${earnedAt('$1')} end as fee
       -- offset 0 keeps the lookup per moved client (by key) rather than a scan of every client.
       from clients c where c.id = m.client_id offset 0) c
   group by c.admin_id
), money as (
  select admin_id,
         sum((data->>'withdrawnChange')::int - (data->>'depositChange')::int)::int as profit
    from client_events
   where type = 'site_progress' and created_at >= $1 and created_at < $2
   group by admin_id
), funnel as (
  select admin_id, sum(welcome)::int as visits, sum(submitted)::int as signups
    from funnel_counts where day between $3::date and $4::date
   group by admin_id
)
select a.id as "adminId", a.email, a.role, a.deactivated_at as "deactivatedAt",
       k.new_clients as "newClients", k.contacted, k.done, coalesce(m.profit, 0) as profit,
       coalesce(f.fees, 0) as "feesEarned", a.owed_by_customers::float8 as "owedByCustomers",
       a.owed_to_customers::float8 as "owedToCustomers", coalesce(u.visits, 0) as visits,
       coalesce(u.signups, 0) as signups
  from admins a
  join fresh k on k.admin_id = a.id
  left join money m on m.admin_id = a.id
  left join fees f on f.admin_id = a.id
  left join funnel u on u.admin_id = a.id
 order by a.email`;
