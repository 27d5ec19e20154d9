import type { PlanLine, PlanSummary } from './bet-plan.types.js';
import { cashOutlayOre, payoutOre, type BetRow, type PlanResult } from './planner/index.js';

export interface PricedRow extends BetRow {
  site: string;
  /** The site offer's bonus in øre when the row is a cash (qualifying) bet, else 0. */
  bonusOre: number;
}

export const PLANNER_TIME_LIMIT_MS = 500;

const kr = (ore: number): number => ore / 100;

export function planSummary(rows: PricedRow[], result: PlanResult): PlanSummary {
  const cashOutlay = cashOutlayOre(rows);
  const bonuses = rows.reduce((sum, row) => sum + row.bonusOre, 0);
  return {
    plan: rows.map((row, i): PlanLine => ({
      site: row.site,
      kind: row.kind,
      stake: kr(row.stakeOre),
      minOdds: row.minOdds ? row.minOdds / 100 : null,
      outcome: result.outcomes[i],
      payouts: {
        home: kr(payoutOre(row.kind, row.odds[0], row.stakeOre)),
        draw: kr(payoutOre(row.kind, row.odds[1], row.stakeOre)),
        away: kr(payoutOre(row.kind, row.odds[2], row.stakeOre)),
      },
    })),
    returns: {
      home: kr(result.returns.home),
      draw: kr(result.returns.draw),
      away: kr(result.returns.away),
    },
    minReturn: kr(result.minReturn),
    totalStake: kr(rows.reduce((sum, row) => sum + row.stakeOre, 0)),
    cashOutlay: kr(cashOutlay),
    guaranteedResult: kr(result.minReturn - cashOutlay),
    lossBeyondBonuses: result.minReturn - cashOutlay + bonuses < 0,
    optimal: result.optimal,
    upperBound: kr(result.upperBound),
  };
}
