/**
 * The bureau's leaderboard in one statement (PRODUCT.md §20): for every admin, the period's new
 * customers and how far they got, money moved, fees earned and the funnel, and what is owed now.
 * Parameters: $1, $2 the period's first and after-last instants; $3, $4 its first and last days.
 * Exported for `npm run bench:bureau`, which times the SQL alone too.
 * @public
 */
export const LEADERBOARD_SQL = `
with fresh as (
  select admin_id, count(*)::int as new_clients,
         count(*) filter (where status <> 'new')::int as contacted,
         count(*) filter (where status = 'done')::int as done
    from clients where created_at >= $1 and created_at < $2
   group by admin_id
), money as (
  select admin_id,
         sum((data->>'withdrawnChange')::int - (data->>'depositChange')::int)::int as profit
    from client_events
   where type = 'site_progress' and created_at >= $1 and created_at < $2
   group by admin_id
), balances as (
  select admin_id, sum(greatest(b, 0))::int as owed_by, sum(greatest(-b, 0))::int as owed_to
    from (select admin_id, arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent,
                                               status, withdrawn_sites) as b
            from clients) balance
   group by admin_id
), funnel as (
  select admin_id, sum(welcome)::int as visits, sum(submitted)::int as signups
    from funnel_counts where day between $3::date and $4::date
   group by admin_id
), moved as (
  -- Fees as the dashboard counts them (workspace/settlement-figures.ts), for every admin at once:
  -- what each client whose status or progress changed in the period had earned at its two ends.
  select distinct e.client_id from client_events e
   where e.type in ('status_changed', 'site_progress') and e.created_at >= $1 and e.created_at < $2
), at_bound as (
  select c.admin_id, b.sign, c.fee_model, c.fee_amount, c.fee_percent,
         coalesce((select e.data->>'to' from client_events e
                    where e.client_id = c.id and e.type = 'status_changed' and e.created_at < b.t
                    order by e.created_at desc limit 1), 'new') as status,
         (select coalesce(sum((e.data->>'withdrawnChange')::int - (e.data->>'depositChange')::int), 0)::int
            from client_events e
           where e.client_id = c.id and e.type = 'site_progress' and e.created_at < b.t) as profit,
         (select count(*)::int from (
            select distinct on (lower(e.data->>'site')) e.data->>'state' as state
              from client_events e
             where e.client_id = c.id and e.type = 'site_progress' and e.created_at < b.t
             order by lower(e.data->>'site'), e.created_at desc) last_state
           where last_state.state = 'withdrawn') as withdrawn_sites
    from moved m join clients c on c.id = m.client_id
   cross join (values ($1::timestamptz, -1), ($2::timestamptz, 1)) as b (t, sign)
), fees as (
  select admin_id, sum(sign * arbi_fee_earned(fee_model, fee_amount, fee_percent, status, profit,
                                              withdrawn_sites))::int as fees
    from at_bound group by admin_id
)
select a.id as "adminId", a.email, a.role, a.deactivated_at as "deactivatedAt",
       coalesce(f.new_clients, 0) as "newClients", coalesce(f.contacted, 0) as contacted,
       coalesce(f.done, 0) as done, coalesce(m.profit, 0) as profit,
       coalesce(fe.fees, 0) as "feesEarned", coalesce(b.owed_by, 0) as "owedByCustomers",
       coalesce(b.owed_to, 0) as "owedToCustomers", coalesce(u.visits, 0) as visits,
       coalesce(u.signups, 0) as signups
  from admins a
  left join fresh f on f.admin_id = a.id
  left join money m on m.admin_id = a.id
  left join balances b on b.admin_id = a.id
  left join funnel u on u.admin_id = a.id
  left join fees fe on fe.admin_id = a.id
 order by a.email`;
