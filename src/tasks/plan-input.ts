import type { BetPlan } from '../betting/bet-plan.entity.js';
import type { PlanInput } from './task-steps.js';

const ODDS_OF = { '1': 'home', X: 'draw', '2': 'away' } as const;

/** Bonus-aware plans (§16) add these; a plan made before them is all `cash`, without an event. */
interface PlanExtras {
  event?: string | null;
  kickoffAt?: Date | string | null;
}
interface LineExtras {
  kind?: string;
  minOdds?: number | null;
}

/** A stored plan as the steps read it: each row's bet, and the match when the plan names it. */
export function planInput(plan: BetPlan): PlanInput {
  const extras = plan as BetPlan & PlanExtras;
  const kickoffAt = extras.kickoffAt ?? null;
  return {
    event: extras.event ?? null,
    kickoffAt: kickoffAt === null ? null : new Date(kickoffAt),
    rows: plan.plan.plan.map((line) => {
      const odds = plan.odds.find((row) => row.site === line.site);
      const more = line as typeof line & LineExtras;
      return {
        site: line.site,
        kind: more.kind ?? 'cash',
        stake: line.stake,
        outcome: line.outcome,
        odds: odds ? odds[ODDS_OF[line.outcome]] : 0,
        minOdds: more.minOdds ?? null,
      };
    }),
  };
}
