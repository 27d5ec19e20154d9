import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The fee a client had earned at an instant, rebuilt from its timeline: the status of the last
 * `status_changed` before it, the profit summed from the `site_progress` changes before it, and
 * the sites whose last progress before it was `withdrawn`. Only clients with such an event in the
 * period can differ between its two ends, so only they are rebuilt.
 */
const FEES_EARNED_SQL = `
  with bounds (t, sign) as (values (?::timestamptz, -1), (?::timestamptz, 1)),
  moved as (
    select distinct e.client_id from client_events e
     where e.admin_id = ? and e.type in ('status_changed', 'site_progress')
       and e.created_at >= ? and e.created_at < ?
  ),
  at_bound as (
    select b.sign, c.fee_model, c.fee_amount, c.fee_percent,
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
      from moved m join clients c on c.id = m.client_id cross join bounds b
  )
  select coalesce(sum(sign * arbi_fee_earned(fee_model, fee_amount, fee_percent, status, profit,
                                             withdrawn_sites)), 0)::int as fees
    from at_bound`;

export async function feesEarned(
  em: EntityManager,
  adminId: string,
  start: Date,
  end: Date,
): Promise<number> {
  const [row] = await em.execute<{ fees: number }[]>(FEES_EARNED_SQL, [
    start,
    end,
    adminId,
    start,
    end,
  ]);
  return Number(row.fees);
}

/**
 * What is owed now, each way: customers' balances (archived ones too: archiving keeps the amounts)
 * and referrers' rewards not yet paid.
 */
export async function owedNow(
  em: EntityManager,
  adminId: string,
): Promise<{ owedByCustomers: number; owedToCustomers: number; owedToReferrers: number }> {
  const [[customers], [referrers]] = await Promise.all([
    em.execute<{ by: string; to: string }[]>(
      `select coalesce(sum(greatest(b, 0)), 0) as by, coalesce(sum(greatest(-b, 0)), 0) as to
         from (select arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status,
                                          withdrawn_sites) as b
                 from clients where admin_id = ?) balances`,
      [adminId],
    ),
    em.execute<{ owed: string }[]>(
      `select coalesce(sum(greatest(r.reward * coalesce(done.n, 0) - coalesce(paid.sum, 0), 0)), 0) as owed
         from referrals r
         left join (select referral_code, count(*) as n from clients
                     where admin_id = ? and status = 'done' group by referral_code) done
                on done.referral_code = r.code
         left join (select referral_id, sum(amount) as sum from referral_payments
                     where admin_id = ? group by referral_id) paid
                on paid.referral_id = r.id
        where r.admin_id = ?`,
      [adminId, adminId, adminId],
    ),
  ]);
  return {
    owedByCustomers: Number(customers.by),
    owedToCustomers: Number(customers.to),
    owedToReferrers: Number(referrers.owed),
  };
}
