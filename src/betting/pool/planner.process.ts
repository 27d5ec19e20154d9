import {
  betMatrix,
  planBet,
  planPayouts,
  type BetRow,
  type PlannerSite,
} from '../planner/index.js';

/** A plan's rows (kinds, øre, minimum odds), or the legacy route's sites (whole kr). */
export type PlanTask = ({ rows: BetRow[] } | { sites: PlannerSite[] }) & { timeLimitMs: number };

// A planner process of the pool (planner-pool.ts): one plan at a time, asked for over IPC. It lives
// as long as its parent: signals sent to the whole process group are the parent's to handle.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => process.exit(0));
process.on('message', (task: PlanTask) => {
  const options = { timeLimitMs: task.timeLimitMs };
  process.send!(
    'rows' in task ? planPayouts(betMatrix(task.rows), options) : planBet(task.sites, options),
  );
});
