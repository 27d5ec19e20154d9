import {
  betMatrix,
  planPayouts,
  type BetRow,
  type PlannerSite,
  type PlanResult,
} from '../../src/betting/planner/index.js';
import { cashRows, FAMILIES, type FamilyName } from './instances.js';
import { seededRandom } from './random.js';
import { median, ms, quantile, ratio } from './stats.js';

type PlanBet = (sites: readonly PlannerSite[], options?: { timeLimitMs?: number }) => PlanResult;

const FAMILY_NAMES: FamilyName[] = ['realistic', 'shared feeds', 'random'];

/**
 * Cash plans before and after bonus-aware plans, on the same instances in one run: the old
 * build's planBet (whole-kr payouts, built by build-baseline.mjs) against the new translation
 * and search (øre payouts). The two are run alternately, instance by instance.
 */
export async function benchCashOldVsNew(quick: boolean): Promise<void> {
  const baselineUrl = new URL('../../planner-baseline/index.js', import.meta.url);
  const { planBet: planBetOld } = (await import(baselineUrl.href)) as { planBet: PlanBet };
  // Each side is timed from its own input: the old from sites, the new from a plan's rows (as
  // the route parses them), so both times include their translation to payouts.
  const planNew = (rows: readonly BetRow[]) => planPayouts(betMatrix(rows));
  const sizes = quick ? [16, 40] : [8, 16, 24, 40, 60];
  const count = quick ? 10 : 30;
  const instance = (family: FamilyName, n: number, k: number) =>
    FAMILIES[family](n, seededRandom((n * 7727 + FAMILY_NAMES.indexOf(family) * 31_337 + k) >>> 0));
  for (let k = 0; k < 200; k++) {
    const sites = instance(FAMILY_NAMES[k % 3], 8 + (k % 12), 10_000 + k);
    planBetOld(sites);
    planNew(cashRows(sites));
  }
  console.log('');
  console.log(
    `Cash plans, old build (whole kr) vs new (øre, bet-rows.ts in front); ${count} instances per row, run alternately; times in ms`,
  );
  const header = [
    'N',
    'family',
    'old median',
    'old max',
    'old proven',
    'new median',
    'new p99',
    'new max',
    'new proven',
    'new/old median',
  ];
  const rows: string[][] = [];
  let oldTotal = 0;
  let newTotal = 0;
  for (const n of sizes) {
    for (const family of FAMILY_NAMES) {
      const oldTimes: number[] = [];
      const newTimes: number[] = [];
      let oldProven = 0;
      let newProven = 0;
      for (let k = 0; k < count; k++) {
        const sites = instance(family, n, k);
        const rows = cashRows(sites);
        const runOld = () => {
          const started = performance.now();
          if (planBetOld(sites).optimal) oldProven++;
          oldTimes.push(performance.now() - started);
        };
        const runNew = () => {
          const started = performance.now();
          if (planNew(rows).optimal) newProven++;
          newTimes.push(performance.now() - started);
        };
        if (k % 2 === 0) {
          runOld();
          runNew();
        } else {
          runNew();
          runOld();
        }
      }
      oldTotal += oldTimes.reduce((a, b) => a + b, 0);
      newTotal += newTimes.reduce((a, b) => a + b, 0);
      rows.push([
        String(n),
        family,
        ms(median(oldTimes)),
        ms(Math.max(...oldTimes)),
        `${oldProven}/${count}`,
        ms(median(newTimes)),
        ms(quantile(newTimes, 0.99)),
        ms(Math.max(...newTimes)),
        `${newProven}/${count}`,
        ratio(median(newTimes), median(oldTimes)),
      ]);
    }
  }
  printTable(header, rows);
  console.log(
    `cash plans, all rows: total new ${ms(newTotal)} ms / old ${ms(oldTotal)} ms = ${ratio(newTotal, oldTotal)}`,
  );
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}
