import { planBet } from '../../src/betting/planner.js';
import { FAMILIES } from './instances.js';
import { seededRandom } from './random.js';
const n = Number(process.argv[2]);
const fam = FAMILIES[process.argv[3] as keyof typeof FAMILIES];
const count = Number(process.argv[4] ?? 30);
const g = globalThis as unknown as { plannerNodes: number; plannerDepthCalls: Float64Array };
let calls = 0, fails = 0; const times: number[] = []; const per: string[] = [];
for (let s = 0; s < count; s++) {
  const sites = fam(n, seededRandom(1000 + s));
  const t = performance.now();
  const r = planBet(sites, { timeLimitMs: Number(process.env.LIMIT ?? 1000) });
  times.push(performance.now() - t);
  const c = g.plannerDepthCalls.reduce((a, b) => a + b, 0);
  calls += c; if (!r.optimal) fails++;
  per.push(`${s}:${(c / 1e3).toFixed(0)}k${r.optimal ? '' : '!'}`);
}
times.sort((a, b) => a - b);
console.log(`cap=${process.env.PLANNER_CAP} order=${process.env.PLANNER_ORDER} calls=${(calls / 1e6).toFixed(1)}M fails=${fails} median=${times[count >> 1].toFixed(1)} max=${times[count - 1].toFixed(0)}`);
if (process.env.VERBOSE) console.log(per.join(' '));
