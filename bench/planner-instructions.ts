/**
 * Runs under callgrind for `bench:planner -- --only=instructions` (bench/planner/instructions.ts
 * starts it): cash plans of the old build or the new code, each set planned once to warm the
 * JIT and once more between two callgrind dumps, so each dump counts one warm pass. Without a
 * deadline and with `node --single-threaded --predictable` the counts repeat exactly, whatever
 * else the machine runs. `node dist/bench/planner-instructions.js old|new 'realistic:24;…' 30`
 */
import { execFileSync } from 'node:child_process';
import {
  betMatrix,
  planPayouts,
  type PlannerSite,
  type PlanResult,
} from '../src/betting/planner/index.js';
import { cashRows, FAMILIES, type FamilyName } from './planner/instances.js';
import { seededRandom } from './planner/random.js';

type PlanBet = (sites: readonly PlannerSite[], options?: { timeLimitMs?: number }) => PlanResult;

const [side, spec, countArgument] = process.argv.slice(2);
const count = Number(countArgument);
const NO_DEADLINE = { timeLimitMs: 1e9 };
const FAMILY_NAMES: FamilyName[] = ['realistic', 'shared feeds', 'random'];

const baselineUrl = new URL('../planner-baseline/index.js', import.meta.url);
const { planBet: planBetOld } = (await import(baselineUrl.href)) as { planBet: PlanBet };

/** The same seeds as the timed comparison (cash-old-vs-new.ts). */
const instance = (family: FamilyName, n: number, k: number): PlannerSite[] =>
  FAMILIES[family](n, seededRandom((n * 7727 + FAMILY_NAMES.indexOf(family) * 31_337 + k) >>> 0));

const sets = spec.split(';').map((part) => {
  const [family, n] = part.split(':') as [FamilyName, string];
  const sites = Array.from({ length: count }, (_, k) => instance(family, Number(n), k));
  return { label: part.replace(/ /g, '_'), sites, rows: sites.map(cashRows) };
});

function plan(set: (typeof sets)[number]): void {
  for (let k = 0; k < set.sites.length; k++) {
    if (side === 'old') planBetOld(set.sites[k], NO_DEADLINE);
    else planPayouts(betMatrix(set.rows[k]), NO_DEADLINE);
  }
}

const dump = (label: string): void => {
  execFileSync('callgrind_control', ['--dump=' + label, String(process.pid)]);
};

for (const set of sets) plan(set);
dump('warm');
for (const set of sets) {
  plan(set);
  dump(set.label);
}
