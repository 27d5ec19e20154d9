import type { BetKind, Outcome } from './planner/index.js';

export interface OddsRow {
  site: string;
  home: number;
  draw: number;
  away: number;
  kind?: BetKind;
  stake?: number;
  /** The minimum that applied (the row's or the offer's, the higher); null for none. */
  minOdds?: number | null;
  /** When the row's odds were entered (ISO); absent on plans from before §22. */
  enteredAt?: string | null;
}

interface Returns {
  home: number;
  draw: number;
  away: number;
}

export interface PlanLine {
  site: string;
  kind: BetKind;
  stake: number;
  minOdds: number | null;
  outcome: Outcome;
  /** kr (with øre), rounded down to whole øre; plans from before part three: whole kr. */
  payouts: Returns;
}

export interface PlanSummary {
  plan: PlanLine[];
  returns: Returns;
  minReturn: number;
  totalStake: number;
  cashOutlay: number;
  guaranteedResult: number;
  /** guaranteedResult + the offers' bonuses of its cash rows is below 0. */
  lossBeyondBonuses: boolean;
  optimal: boolean;
  upperBound: number;
}
