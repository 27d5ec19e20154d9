import { planBet } from '../../src/betting/planner.js';
import { FAMILIES } from './instances.js';
import { seededRandom } from './random.js';
const n = Number(process.argv[2]);
const fam = FAMILIES[process.argv[3] as keyof typeof FAMILIES];
const g = globalThis as unknown as { plannerNodes: number; plannerDepthCalls?: Float64Array };
for (const s of process.argv.slice(4).map(Number)) {
  const sites = fam(n, seededRandom(1000 + s));
  const t = performance.now();
  const r = planBet(sites, { timeLimitMs: Number(process.env.LIMIT ?? 3000) });
  console.log(s, (performance.now() - t).toFixed(0), 'ms nodes', g.plannerNodes, r.optimal, r.minReturn, r.upperBound);
  if (g.plannerDepthCalls) console.log(Array.from(g.plannerDepthCalls).join(' '));
}
