import { buildBlocks } from '../../src/betting/planner/blocks.js';
import { buildBoundTables } from '../../src/betting/planner/bounds.js';
import { firstAnswer } from '../../src/betting/planner/incumbent.js';
import { likelihoodOrder, payoutMatrix } from '../../src/betting/planner/payouts.js';
import { planBet } from '../../src/betting/planner.js';
import { FAMILIES } from './instances.js';
import { seededRandom } from './random.js';

const n = Number(process.argv[2]);
const fam = FAMILIES[process.argv[3] as keyof typeof FAMILIES];
const acc = { blocks: 0, tables: 0, first: 0, total: 0 };
for (let rep = 0; rep < 3; rep++)
  for (let s = 0; s < 30; s++) {
    const sites = fam(n, seededRandom(1000 + s));
    let t = performance.now();
    const p = payoutMatrix(sites);
    const order = likelihoodOrder(sites);
    const b = buildBlocks(sites, p);
    acc.blocks += performance.now() - t; t = performance.now();
    const tb = buildBoundTables(b, p);
    acc.tables += performance.now() - t; t = performance.now();
    firstAnswer(p, sites.map((_, i) => i), tb.rootWeights, order);
    acc.first += performance.now() - t; t = performance.now();
    planBet(sites);
    acc.total += performance.now() - t;
  }
for (const k of Object.keys(acc) as (keyof typeof acc)[]) console.log(k, (acc[k] / 90).toFixed(3));
