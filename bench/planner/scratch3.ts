import { buildBlocks } from '../../src/betting/planner/blocks.js';
import { payoutMatrix } from '../../src/betting/planner/payouts.js';
import { planBet } from '../../src/betting/planner.js';
import { firstAnswer } from '../../src/betting/planner/incumbent.js';
import { buildBoundTables } from '../../src/betting/planner/bounds.js';
import { likelihoodOrder } from '../../src/betting/planner/payouts.js';
import { FAMILIES } from './instances.js';
import { seededRandom } from './random.js';

const n = Number(process.argv[2]);
const fam = FAMILIES[process.argv[3] as keyof typeof FAMILIES];
for (const s of process.argv.slice(4).map(Number)) {
  const sites = fam(n, seededRandom(1000 + s));
  const p = payoutMatrix(sites);
  const blocks = buildBlocks(sites, p);
  const tb = buildBoundTables(blocks, p);
  const first = firstAnswer(p, sites.map((_, i) => i), tb.rootWeights, likelihoodOrder(sites));
  const t = performance.now();
  const r = planBet(sites, { timeLimitMs: 10000 });
  console.log(s, (performance.now() - t).toFixed(1), 'blocks', blocks.map((b) => b.sites.length + ':' + b.choiceCount).join(' '));
  console.log('  first', Array.from(first.returns).join(','), 'final', JSON.stringify(r.returns), r.optimal, 'rootw', tb.rootWeights.map((x) => x.toFixed(4)).join(','));
}
