import type { OddsRow, PlanSummary } from './bet-plan.types.js';
import { planBet } from './planner/index.js';

export interface PricedOdds extends OddsRow {
  stake: number;
}

const PLANNER_TIME_LIMIT_MS = 500;

/** Runs the planner and lays its answer out per site, as the page and the stored plan show it. */
export function planSummary(rows: PricedOdds[]): PlanSummary {
  const result = planBet(rows, { timeLimitMs: PLANNER_TIME_LIMIT_MS });
  return {
    plan: rows.map((row, i) => ({
      site: row.site,
      stake: row.stake,
      outcome: result.outcomes[i],
      payouts: {
        home: Math.round(row.home * row.stake),
        draw: Math.round(row.draw * row.stake),
        away: Math.round(row.away * row.stake),
      },
    })),
    returns: result.returns,
    minReturn: result.minReturn,
    totalStake: rows.reduce((sum, row) => sum + row.stake, 0),
    optimal: result.optimal,
    upperBound: result.upperBound,
  };
}
