import { planBet } from '../../src/betting/planner.js';
import { FAMILIES } from './instances.js';
import { seededRandom } from './random.js';
import { buildBlocks } from '../../src/betting/planner/blocks.js';
import { payoutMatrix } from '../../src/betting/planner/payouts.js';

// prints nodes per instance for the current PLANNER_ORDER
const n = Number(process.argv[2]);
const fam = FAMILIES[process.argv[3] as keyof typeof FAMILIES];
const count = Number(process.argv[4] ?? 30);
const g = globalThis as unknown as { plannerNodes: number };
const out: string[] = [];
let total = 0;
for (let s = 0; s < count; s++) {
  const sites = fam(n, seededRandom(1000 + s));
  g.plannerNodes = 0;
  const r = planBet(sites, { timeLimitMs: 20000 });
  total += g.plannerNodes;
  const blocks = buildBlocks(sites, payoutMatrix(sites)).filter((b) => b.sites.length > 1).map((b) => b.sites.length + ':' + b.choiceCount);
  out.push(`${s}:${g.plannerNodes}${r.optimal ? '' : '!'}[${blocks.join(' ')}]`);
}
console.log(process.env.PLANNER_ORDER, 'total', total);
console.log(out.join('  '));
