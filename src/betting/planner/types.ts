export type Outcome = '1' | 'X' | '2';

/** One site's stake (whole kr) and decimal odds. */
export interface PlannerSite {
  stake: number;
  home: number;
  draw: number;
  away: number;
}

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
