import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { printTable } from './cash-old-vs-new.js';

const SETS = ['realistic', 'shared feeds', 'random'].flatMap((family) =>
  [16, 24, 40].map((n) => `${family}:${n}`),
);

/**
 * Cash plans, old build against new, counted in machine instructions under callgrind rather
 * than timed: the counts repeat exactly however loaded the machine is (wall times on a shared
 * 2-core machine move by 2-4x). Each side runs in its own process (planner-instructions.ts).
 */
export async function benchInstructions(quick: boolean): Promise<void> {
  const count = quick ? 10 : 30;
  const child = fileURLToPath(new URL('../planner-instructions.js', import.meta.url));
  const counts = async (side: string): Promise<Map<string, number>> => {
    const folder = mkdtempSync(join(tmpdir(), `planner-callgrind-${side}-`));
    try {
      await promisify(execFile)(
        'valgrind',
        [
          '--tool=callgrind',
          '--smc-check=all',
          `--callgrind-out-file=${join(folder, 'out')}`,
          process.execPath,
          '--single-threaded',
          '--predictable',
          child,
          side,
          SETS.join(';'),
          String(count),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const found = new Map<string, number>();
      for (const name of readdirSync(folder)) {
        const text = readFileSync(join(folder, name), 'utf8');
        // Each dump names its set ('desc: Trigger: dump realistic:24').
        const label = /^desc: Trigger: dump (.*)$/im.exec(text);
        const summary = /^summary: (\d+)$/m.exec(text);
        if (label && summary) found.set(label[1].trim(), Number(summary[1]));
      }
      return found;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  try {
    await promisify(execFile)('valgrind', ['--version']);
  } catch {
    console.log('\nCash plans in instructions: skipped, valgrind is not installed');
    return;
  }
  process.stderr.write('  instructions: the old build and the new under callgrind, side by side\n');
  // The counts do not depend on the load, so both sides may run at once.
  const [old, fresh] = await Promise.all([counts('old'), counts('new')]);
  console.log('');
  console.log(
    `Cash plans in instructions (callgrind, one warm pass of ${count} instances per set, no deadline); millions`,
  );
  const rows: string[][] = [];
  let oldTotal = 0;
  let newTotal = 0;
  for (const set of SETS) {
    const label = set.replace(/ /g, '_');
    const a = old.get(label) ?? NaN;
    const b = fresh.get(label) ?? NaN;
    oldTotal += a;
    newTotal += b;
    rows.push([set, (a / 1e6).toFixed(0), (b / 1e6).toFixed(0), (b / a).toFixed(3)]);
  }
  printTable(['set', 'old', 'new', 'new/old'], rows);
  console.log(`cash plans in instructions, all sets: new/old ${(newTotal / oldTotal).toFixed(3)}`);
}
