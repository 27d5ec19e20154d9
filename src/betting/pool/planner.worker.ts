import { planBet, type PlannerSite, type PlanResult } from '../planner/index.js';

export interface PlanTask {
  sites: PlannerSite[];
  timeLimitMs: number;
}

/** Runs in a worker thread of the planner pool (piscina calls the default export). */
export default function plan({ sites, timeLimitMs }: PlanTask): PlanResult {
  return planBet(sites, { timeLimitMs });
}
