import type { Outcome } from './planner/index.js';

/** Decimal odds a recruiter entered for one site. */
export interface OddsRow {
  site: string;
  home: number;
  draw: number;
  away: number;
}

export interface Returns {
  home: number;
  draw: number;
  away: number;
}

export interface PlanLine {
  site: string;
  stake: number;
  outcome: Outcome;
  payouts: Returns;
}

export interface PlanSummary {
  plan: PlanLine[];
  returns: Returns;
  minReturn: number;
  totalStake: number;
  optimal: boolean;
  upperBound: number;
}
