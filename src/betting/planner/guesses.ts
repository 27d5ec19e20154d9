import type { Assignment } from './types.js';
import { smallestReturn } from './ranking.js';
import type { SearchLimits, SearchOutcome } from './search.js';

/**
 * Nodes the plain search gets before it is restarted with guesses: most markets are solved
 * well within it, and hard markets lose little time before the guesses (figures: bench/planner/NOTES.md).
 */
const PLAIN_NODES = 50_000;
/**
 * On a small search space (see plan.ts) a table at the best answer's level is small anyway, so
 * one table search follows a short plain one; it evens out the small markets whose plain
 * proof is long (figures: bench/planner/NOTES.md).
 */
const SMALL_SPACE_PLAIN_NODES = 1_000;

export interface GuessTuning {
  /** Nodes for the plain search before the tables take over. */
  plainNodes: number;
  /** Skip the guesses: one table search at the level of the best answer found. */
  smallSpace: boolean;
}

export type Search = (start: Assignment, limits: SearchLimits) => SearchOutcome;

/**
 * The exact search, made cheap on hard markets by guessing the optimum from above. The suffix
 * table keeps only sums that could still complete an answer at or above the level searched
 * for, and its size grows steeply as that level drops (tens of kr below the LP bound can mean
 * ten times the points). So rather than one search from the best answer found so far (often
 * 50-100 kr below the optimum), guesses step down from the proven bound: each failed guess is a
 * quick proof that lowers the bound, and the first that succeeds finishes as the plain search
 * with a table built for a level close to the optimum.
 */
export function searchWithGuesses(
  search: Search,
  incumbent: Assignment,
  deadline: number,
  tuning: Partial<GuessTuning> & Pick<GuessTuning, 'smallSpace'>,
): { best: Assignment; upperBound: number } {
  const plainNodes =
    tuning.plainNodes ?? (tuning.smallSpace ? SMALL_SPACE_PLAIN_NODES : PLAIN_NODES);
  const plain = search(incumbent, { deadline, nodeLimit: plainNodes });
  if (plain.complete) return plain;
  let best = plain.best;
  let upperBound = plain.upperBound;
  let step = tuning.smallSpace ? Infinity : FIRST_STEP;
  let previousSize = 0;
  // Tables hold up to millions of sums: freeing them can stall the next call's collector, so
  // the last building stops early enough to leave room for that within the time limit.
  const tableDeadline = deadline - TABLE_MARGIN_MS;
  for (;;) {
    // A guess at or below the best minimum changes nothing: that run is the plain search.
    const guess = Math.max(smallestReturn(best.returns), upperBound - step + 1);
    const run = search(best, { deadline, guess, withTable: true, tableDeadline });
    best = run.best;
    upperBound = Math.min(upperBound, run.upperBound);
    if (!run.complete)
      return { best, upperBound: Math.max(smallestReturn(best.returns), upperBound) };
    // Reaching the guess turned the run into the plain search, and it finished.
    if (smallestReturn(best.returns) >= guess)
      return { best, upperBound: smallestReturn(best.returns) };
    step = nextStep(step, previousSize, run.tableSize);
    previousSize = run.tableSize;
  }
}

const TABLE_MARGIN_MS = 60;
/** The first guess lies this far below the proven bound. */
const FIRST_STEP = 8;
/** Tables this small cost next to nothing: the step may grow freely. */
const SMALL_TABLE = 20_000;
/** How much larger the next guess's tables may be expected to get. */
const GROWTH_PER_STEP = 4;

/**
 * The table sizes grow roughly geometrically as the guess drops: step so the next table is
 * expected to be about GROWTH_PER_STEP times the last (a failed guess costs a whole table, and
 * one far below the optimum a needlessly large one). Between twice and a quarter of the step.
 */
function nextStep(step: number, previousSize: number, size: number): number {
  if (size < SMALL_TABLE || previousSize <= 0 || size <= previousSize) return 2 * step;
  const stepsToGrowth = Math.log(GROWTH_PER_STEP) / Math.log(size / previousSize);
  return Math.max(Math.ceil(step / 4), Math.min(2 * step, Math.round(step * stepsToGrowth)));
}
