import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isRealDate, todayInCopenhagen } from '../../rules/age.js';
import { CLIENT_STATUSES, type ClientStatus } from '../clients/client.entity.js';
import { fieldError } from '../common/validation.js';
import { addDays, startOfCopenhagenDay } from '../common/copenhagen.js';
import type { SummaryQueryDto } from './dto/workspace.dto.js';
import type { SummaryRecord } from './stats.mapper.js';
import { feesEarned, owedNow } from './settlement-figures.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';

const MAX_MONTHS = 120;

/** The months `YYYY-MM` from `from` to `to`, both included. */
function months(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    out.push(label);
    if (label >= last) return out;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * The dashboard's figures. Money counts the changes recorded in the period (each `site_progress`
 * event carries how much the deposit and the withdrawn amount moved), so a month keeps its
 * figure when later months add to the same site; summed over all time it is the clients' profit.
 */
@Injectable()
export class StatsService {
  constructor(private readonly em: EntityManager) {}

  async summary(adminId: string, query: SummaryQueryDto): Promise<SummaryRecord> {
    const { from, to } = this.period(query);
    const start = startOfCopenhagenDay(from);
    const end = startOfCopenhagenDay(addDays(to, 1));
    const [byStatus, [created], byMonth, fees, owed] = await Promise.all([
      executeOwned<{ status: ClientStatus; n: string }[]>(
        this.em,
        adminId,
        `select "status", count(*) as n from "clients"
          where ${ownedBy()} and "archived_at" is null group by "status"`,
      ),
      executeOwned<{ n: string }[]>(
        this.em,
        adminId,
        `select count(*) as n from "clients" where ${ownedBy()} and "created_at" >= ? and "created_at" < ?`,
        [start, end],
      ),
      executeOwned<{ month: string; deposited: string; withdrawn: string }[]>(
        this.em,
        adminId,
        `select to_char("created_at" at time zone 'Europe/Copenhagen', 'YYYY-MM') as month,
                coalesce(sum(("data"->>'depositChange')::int), 0) as deposited,
                coalesce(sum(("data"->>'withdrawnChange')::int), 0) as withdrawn
           from "client_events"
          where ${ownedBy()} and "type" = 'site_progress' and "created_at" >= ? and "created_at" < ?
          group by 1`,
        [start, end],
      ),
      feesEarned(this.em, adminId, start, end),
      owedNow(this.em, adminId),
    ]);
    const clientsByStatus = Object.fromEntries(CLIENT_STATUSES.map((s) => [s, 0])) as Record<
      ClientStatus,
      number
    >;
    for (const row of byStatus) clientsByStatus[row.status] = Number(row.n);
    const money = new Map(byMonth.map((row) => [row.month, row]));
    const deposited = byMonth.reduce((sum, row) => sum + Number(row.deposited), 0);
    const withdrawn = byMonth.reduce((sum, row) => sum + Number(row.withdrawn), 0);
    return {
      from,
      to,
      clientsByStatus,
      newClients: Number(created.n),
      deposited,
      withdrawn,
      profit: withdrawn - deposited,
      profitByMonth: months(from, to).map((month) => {
        const row = money.get(month);
        return { month, profit: row ? Number(row.withdrawn) - Number(row.deposited) : 0 };
      }),
      feesEarned: fees,
      ...owed,
    };
  }

  /** Default: the last twelve months up to today. */
  private period(query: SummaryQueryDto): { from: string; to: string } {
    const to = query.to ?? todayInCopenhagen();
    if (!isRealDate(to)) throw fieldError('to', 'to skal være en gyldig dato');
    let from = query.from;
    if (from === undefined) {
      const [year, month] = to.split('-').map(Number);
      const first = new Date(Date.UTC(year, month - 12, 1));
      from = first.toISOString().slice(0, 10);
    }
    if (!isRealDate(from)) throw fieldError('from', 'from skal være en gyldig dato');
    if (from > to) throw fieldError('from', 'from skal ligge før to');
    if (months(from, to).length > MAX_MONTHS)
      throw fieldError('from', `Perioden må højst være ${MAX_MONTHS} måneder`);
    return { from, to };
  }
}
