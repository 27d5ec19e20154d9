/**
 * First-bet planner benchmark: planBet against plain enumeration and HiGHS on seeded instances;
 * then cash plans in øre against the old build (bench/planner/build-baseline.mjs), and
 * bonus-aware (mixed) plans. `node dist/bench/planner.bench.js [--quick] [--only=legacy,cash,mixed]`;
 * `--only=instructions` counts the cash plans' instructions under callgrind instead of timing them;
 * timings live here, never in the unit tests.
 */
import { planBet, planBetExhaustive, type PlannerSite } from '../src/betting/planner/index.js';
import { payoutMatrix } from '../src/betting/planner/payouts.js';
import { benchCashOldVsNew } from './planner/cash-old-vs-new.js';
import { benchInstructions } from './planner/instructions.js';
import { benchMixed } from './planner/mixed.js';
import { highsSolver } from './planner/highs.js';
import { FAMILIES, type FamilyName } from './planner/instances.js';
import { seededRandom } from './planner/random.js';
import { median, ms, quantile, ratio } from './planner/stats.js';

const quick = process.argv.includes('--quick');
const onlyArgument = process.argv.find((a) => a.startsWith('--only='));
const parts = new Set((onlyArgument?.slice('--only='.length) ?? 'legacy,cash,mixed').split(','));
const SIZES = quick ? [8, 16, 24, 40] : [8, 12, 16, 24, 30, 40, 60];
const FAMILY_NAMES: FamilyName[] = ['realistic', 'shared feeds', 'random'];
const INSTANCES = quick ? 10 : 30;
/** Enumeration costs ~3^N: all instances up to 12 sites, a sample at 16, none beyond. */
const enumerationCount = (n: number): number =>
  n <= 12 ? INSTANCES : n <= 16 ? Math.min(INSTANCES, 8) : 0;
/** HiGHS needs seconds from 24 sites on: a sample, each capped. */
const highsCount = (n: number): number =>
  n <= 16 ? INSTANCES : n <= 40 ? Math.min(INSTANCES, quick ? 4 : 8) : 0;
const HIGHS_CAP_S = 10;

function instance(family: FamilyName, n: number, k: number): PlannerSite[] {
  const seed = (n * 1009 + FAMILY_NAMES.indexOf(family) * 100_003 + k * 7919) >>> 0;
  return FAMILIES[family](n, seededRandom(seed));
}

function timed<T>(run: () => T): [T, number] {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
}

// Warm the JIT so the first measured instances are not compile time: every family alike, at
// sizes where the plain search and the table search both run.
for (let k = 0; k < 300; k++) {
  planBet(instance(FAMILY_NAMES[k % 3], 8 + (Math.floor(k / 3) % 12), 1000 + k));
}

const solveWithHighs = await highsSolver();
const header = [
  'N',
  'family',
  'planBet median',
  'p99',
  'max',
  'proven',
  'enum median',
  'enum/planBet',
  'HiGHS median',
  'HiGHS/planBet',
  'HiGHS agrees',
];
const rows: string[][] = [];
const summary: string[] = [];
const benchStarted = performance.now();

/** Per instance at N = 16 and 24, all families pooled: HiGHS time / planBet time. */
const pooledRatios: number[] = [];
const pooledPlanBet: number[] = [];
const pooledHighs: number[] = [];

if (parts.has('legacy')) {
  for (const n of SIZES) {
    for (const family of FAMILY_NAMES) {
      const sites = Array.from({ length: INSTANCES }, (_, k) => instance(family, n, k));
      // Every solver first runs once, untimed, on an extra instance of the row: the first call
      // after another solver's run otherwise pays for its garbage collection and code caches.
      const spare = instance(family, n, INSTANCES);
      planBet(spare);
      const plans = sites.map((s) => timed(() => planBet(s)));
      const times = plans.map(([, t]) => t);
      const proven = plans.filter(([plan]) => plan.optimal).length;

      if (enumerationCount(n) > 0) planBetExhaustive(spare);
      const enumerated = sites
        .slice(0, enumerationCount(n))
        .map((s) => timed(() => planBetExhaustive(s)));
      const enumMismatch = enumerated.some(([plan], k) => plan.minReturn !== plans[k][0].minReturn);
      const enumMedian = median(enumerated.map(([, t]) => t));
      const planOnEnumerated = median(times.slice(0, enumerated.length));

      if (highsCount(n) > 0) solveWithHighs(payoutMatrix(spare), HIGHS_CAP_S);
      const solved = sites
        .slice(0, highsCount(n))
        .map((s) => solveWithHighs(payoutMatrix(s), HIGHS_CAP_S));
      if (n === 16 || n === 24) {
        solved.forEach((run, k) => {
          pooledRatios.push(run.ms / times[k]);
          pooledPlanBet.push(times[k]);
          pooledHighs.push(run.ms);
        });
      }
      const agree = solved.filter(
        (run, k) => run.proven && run.minReturn === plans[k][0].minReturn,
      ).length;
      const highsMedian = median(solved.map((run) => run.ms));
      const planOnSolved = median(times.slice(0, solved.length));

      rows.push([
        String(n),
        family,
        ms(median(times)),
        ms(quantile(times, 0.99)),
        ms(Math.max(...times)),
        `${proven}/${INSTANCES}`,
        enumerated.length ? `${ms(enumMedian)} (${enumerated.length})` : '-',
        ratio(enumMedian, planOnEnumerated) + (enumMismatch ? ' MISMATCH' : ''),
        solved.length ? `${ms(highsMedian)} (${solved.length})` : '-',
        ratio(highsMedian, planOnSolved),
        solved.length ? `${agree}/${solved.length}` : '-',
      ]);
      if (n === 16) {
        const worst = times.indexOf(Math.max(...times));
        summary.push(
          `N=16 ${family}: worst planBet ${ms(times[worst])} ms (instance ${worst}; target <= 3 ms)`,
        );
      }
      if (n === 40 && family !== 'random') {
        const slow = times.filter((t) => t > 500).length;
        summary.push(`N=40 ${family}: proven ${proven}/${INSTANCES}, over 500 ms: ${slow}`);
      }
      if (n === 60) {
        summary.push(
          `N=60 ${family}: proven optimal ${proven}/${INSTANCES}; slowest answer ` +
            `${ms(Math.max(...times))} ms (time limit 500 ms)`,
        );
      }
      process.stderr.write(`  N=${n} ${family} done\n`);
    }
  }

  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(
    `planBet vs plain enumeration vs HiGHS (mip_rel_gap 0, cap ${HIGHS_CAP_S} s); times in ms`,
  );
  console.log(
    `${INSTANCES} seeded instances per row; (k) = instances the peer ran on; ratios compare medians on those same instances`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const s of summary) console.log(s);
  if (pooledRatios.length > 0) {
    console.log(
      `N=16 and 24, all families pooled (${pooledRatios.length} instances): median HiGHS/planBet ` +
        `${ratio(median(pooledRatios), 1)} (target >= 100x); median planBet ${ms(median(pooledPlanBet))} ms, ` +
        `median HiGHS ${ms(median(pooledHighs))} ms`,
    );
  }
}

if (parts.has('cash')) await benchCashOldVsNew(quick);
if (parts.has('mixed')) benchMixed(quick, solveWithHighs);
// Not in the default run: minutes under callgrind (and valgrind must be installed).
if (parts.has('instructions')) await benchInstructions(quick);

console.log(`total ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
