import type { BetPlan } from '../betting/bet-plan.entity.js';
import type { PlanInput } from './task-steps.js';

const ODDS_OF = { '1': 'home', X: 'draw', '2': 'away' } as const;

export function planInput(plan: BetPlan): PlanInput {
  return {
    event: plan.event ?? null,
    kickoffAt: plan.kickoffAt ? new Date(plan.kickoffAt) : null,
    rows: plan.plan.plan.map((line) => {
      const odds = plan.odds.find((row) => row.site === line.site);
      return {
        site: line.site,
        // Plans from before part three have no kind: their rows were all cash.
        kind: line.kind ?? 'cash',
        stake: line.stake,
        outcome: line.outcome,
        odds: odds ? odds[ODDS_OF[line.outcome]] : 0,
        minOdds: line.minOdds ?? null,
      };
    }),
  };
}
