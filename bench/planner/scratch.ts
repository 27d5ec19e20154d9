import { planBet, planBetExhaustive } from '../../src/betting/planner.js';
import { FAMILIES } from './instances.js';
import { seededRandom } from './random.js';

const [nArg, countArg, famArg, checkArg] = process.argv.slice(2);
const n = Number(nArg);
const count = Number(countArg);
const family = FAMILIES[famArg as keyof typeof FAMILIES];
const times: number[] = [];
let proven = 0;
for (let s = 0; s < count; s++) {
  const sites = family(n, seededRandom(1000 + s));
  const t0 = performance.now();
  const r = planBet(sites, { timeLimitMs: 5000 });
  const t = performance.now() - t0;
  times.push(t);
  if (r.optimal) proven++;
  if (checkArg) {
    const e = planBetExhaustive(sites);
    if (e.minReturn !== r.minReturn || e.returns.home !== r.returns.home || e.returns.draw !== r.returns.draw || e.returns.away !== r.returns.away)
      console.log('MISMATCH', s, JSON.stringify(r.returns), JSON.stringify(e.returns));
  }
  if (t > 100) console.log('slow', s, t.toFixed(1), r.optimal, r.minReturn, r.upperBound);
}
times.sort((a, b) => a - b);
console.log(`n=${n} ${famArg} median ${times[count >> 1].toFixed(2)} max ${times[count - 1].toFixed(2)} proven ${proven}/${count}`);
