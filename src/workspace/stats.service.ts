import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isRealDate, todayInCopenhagen } from '../../rules/age.js';
import { CLIENT_STATUSES, type ClientStatus } from '../clients/client.entity.js';
import { fieldError } from '../common/validation.js';
import type { SummaryQueryDto } from './dto/workspace.dto.js';
import type { SummaryRecord } from './stats.mapper.js';
import { owedToReferrers } from './settlement-figures.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';

const MAX_MONTHS = 120;

type MonthRow = {
  month: string;
  deposited: string;
  withdrawn: string;
  fees: string;
};
type TotalRow = {
  status: ClientStatus;
  archived: boolean;
  clients: string;
  owed_by: string;
  owed_to: string;
};

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

/** Read from the rollups (migration `client_rollups`); money counts the period's changes, so a month keeps its figure. */
@Injectable()
export class StatsService {
  constructor(private readonly em: EntityManager) {}

  async summary(adminId: string, query: SummaryQueryDto): Promise<SummaryRecord> {
    const { from, to } = this.period(query);
    const [byMonth, [signups], totals, referrers] = await Promise.all([
      executeOwned<MonthRow[]>(
        this.em,
        adminId,
        `select to_char("day", 'YYYY-MM') as month, sum("deposited") as deposited,
                sum("withdrawn") as withdrawn, sum("fees") as fees
           from "client_days"
          where ${ownedBy()} and "day" between ?::date and ?::date
          group by 1`,
        [from, to],
      ),
      executeOwned<{ n: string }[]>(
        this.em,
        adminId,
        `select coalesce(sum("clients"), 0) as n from "client_signups"
          where ${ownedBy()} and "day" between ?::date and ?::date`,
        [from, to],
      ),
      executeOwned<TotalRow[]>(
        this.em,
        adminId,
        `select "status", "archived", sum("clients") as clients, sum("owed_by") as owed_by,
                sum("owed_to") as owed_to
           from "client_totals" where ${ownedBy()} group by 1, 2`,
      ),
      owedToReferrers(this.em, adminId),
    ]);
    const clientsByStatus = Object.fromEntries(CLIENT_STATUSES.map((s) => [s, 0])) as Record<
      ClientStatus,
      number
    >;
    for (const row of totals) if (!row.archived) clientsByStatus[row.status] += Number(row.clients);
    const money = new Map(byMonth.map((row) => [row.month, row]));
    const sum = (rows: Record<string, unknown>[], key: string) =>
      rows.reduce((total, row) => total + Number(row[key]), 0);
    const deposited = sum(byMonth, 'deposited');
    const withdrawn = sum(byMonth, 'withdrawn');
    return {
      from,
      to,
      clientsByStatus,
      newClients: Number(signups.n),
      deposited,
      withdrawn,
      profit: withdrawn - deposited,
      profitByMonth: months(from, to).map((month) => {
        const row = money.get(month);
        return { month, profit: row ? Number(row.withdrawn) - Number(row.deposited) : 0 };
      }),
      feesEarned: sum(byMonth, 'fees'),
      owedByCustomers: sum(totals, 'owed_by'),
      owedToCustomers: sum(totals, 'owed_to'),
      owedToReferrers: referrers,
    };
  }

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
