import type { EntityManager } from '@mikro-orm/postgresql';

/** Per referral code through the partial index `clients_referral_done_index`, not by grouping every done customer. */
export async function owedToReferrers(em: EntityManager, adminId: string): Promise<number> {
  const [row] = await em.execute<{ owed: string }[]>(
    `select coalesce(sum(greatest(
              r.reward * (select count(*) from clients c
                           where c.admin_id = r.admin_id and c.status = 'done' and c.referral_code = r.code)
              - coalesce((select sum(p.amount) from referral_payments p
                           where p.referral_id = r.id and p.admin_id = r.admin_id), 0),
              0)), 0) as owed
       from referrals r
      where r.admin_id = ?`,
    [adminId],
  );
  return Number(row.owed);
}
