import { planBet, type PlannerSite } from '../planner/index.js';

export interface PlanTask {
  sites: PlannerSite[];
  timeLimitMs: number;
}

// A planner process of the pool (planner-pool.ts): one plan at a time, asked for over IPC. It lives
// as long as its parent: signals sent to the whole process group are the parent's to handle.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => process.exit(0));
process.on('message', ({ sites, timeLimitMs }: PlanTask) => {
  process.send!(planBet(sites, { timeLimitMs }));
});
