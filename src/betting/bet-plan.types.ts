import type { BetKind, Outcome } from './planner/index.js';

/** What a recruiter entered for one site: decimal odds, and for bonus-aware plans the rest. */
export interface OddsRow {
  site: string;
  home: number;
  draw: number;
  away: number;
  kind?: BetKind;
  /** kr (with øre) */
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
  /** kr (with øre) */
  stake: number;
  minOdds: number | null;
  outcome: Outcome;
  /** kr (with øre), rounded down to whole øre; plans from before part three: whole kr. */
  payouts: Returns;
}

/** A plan as stored and answered; amounts in kr with øre where there are any. */
export interface PlanSummary {
  plan: PlanLine[];
  returns: Returns;
  minReturn: number;
  totalStake: number;
  /** The cash rows' stakes: what the customer lays out. */
  cashOutlay: number;
  /** minReturn − cashOutlay */
  guaranteedResult: number;
  /** guaranteedResult + the offers' bonuses of its cash rows is below 0. */
  lossBeyondBonuses: boolean;
  optimal: boolean;
  upperBound: number;
}
