export type Outcome = '1' | 'X' | '2';

/** One site's stake (whole kr) and decimal odds. */
export interface PlannerSite {
  stake: number;
  home: number;
  draw: number;
  away: number;
}

/**
 * What the search sees: per row (site or bet) the payout for each outcome in whole units (øre
 * for new plans, kr for the legacy route), and which outcomes the row may back. A forbidden
 * choice's payout is 0, so every bound computed over all three stays an upper bound over the
 * allowed ones; the allowed payouts are all above 0.
 */
export interface PayoutMatrix {
  /** Row-major: row i holds the payouts for 1, X, 2 at 3i, 3i + 1, 3i + 2. */
  payouts: Float64Array;
  /** Per row: bit o set when outcome o may be backed (at least one bit per row). */
  allowed: Uint8Array;
  /**
   * Per row: rows with the same feed have (near-)proportional payouts and the same allowed
   * outcomes, so the search merges them (see blocks.ts). A hint only: merging is exact anyway.
   */
  feeds: Int32Array;
  /** Outcome indices from likeliest to least likely (the tie-break of ranking.ts). */
  order: Uint8Array;
}

/** Every outcome allowed. */
export const ALL_OUTCOMES = 0b111;

export interface PlanResult {
  outcomes: Outcome[];
  returns: { home: number; draw: number; away: number };
  minReturn: number;
  /** minReturn is proven maximal (the tie-breaks may be unfinished if time ran out). */
  optimal: boolean;
  /** Proven: no assignment guarantees more than this. */
  upperBound: number;
}

/** The planner's working answer: one outcome per site and the three total returns. */
export interface Assignment {
  /** Outcome index (0 = 1, 1 = X, 2 = 2) per site. */
  choice: Uint8Array;
  returns: Float64Array;
}
