// `node bench/planner/compare-builds.mjs OLD_PLANNER_DIR [sizes] [runs]`: the built planner in
// dist/ against another build of it (say, a commit's dist/src/betting/planner copied aside with
// its dist/rules beside, as ../../rules), on the mixed-plan instances of `bench:planner`, run
// alternately in one process with who goes first swapped, each instance's median of `runs`
// compared. Small differences (5-10%) drown in the full bench's run-to-run spread; here both
// builds see the same noise. Both must give the same minimum return on every instance.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [oldDir, sizesArg = '16,24,40', runsArg = '5'] = process.argv.slice(2);
if (!oldDir) throw new Error('usage: compare-builds.mjs OLD_PLANNER_DIR [sizes] [runs]');
const load = (dir) => import(pathToFileURL(resolve(dir, 'index.js')).href);
const before = await load(oldDir);
const after = await load('dist/src/betting/planner');
const { mixedInstance } = await import('../../dist/bench/planner/instances.js');
const runs = Number(runsArg);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const instance = (n, k) => after.betMatrix(mixedInstance(n, k));

// Both builds' code warmed alike first.
for (let k = 0; k < 300; k++) {
  const matrix = instance(8 + (k % 12), 50_000 + k);
  before.planPayouts(matrix);
  after.planPayouts(matrix);
}
for (const n of sizesArg.split(',').map(Number)) {
  const count = n <= 16 ? 60 : 30;
  const old = [];
  const now = [];
  for (let k = 0; k < count; k++) {
    const matrix = instance(n, k);
    const times = [[], []];
    for (let r = 0; r < runs; r++) {
      for (const side of r % 2 ? [0, 1] : [1, 0]) {
        const started = performance.now();
        (side ? after : before).planPayouts(matrix);
        times[side].push(performance.now() - started);
      }
    }
    if (before.planPayouts(matrix).minReturn !== after.planPayouts(matrix).minReturn)
      throw new Error(`N=${n} instance ${k}: the builds disagree on the minimum return`);
    old.push(median(times[0]));
    now.push(median(times[1]));
  }
  const ratios = now.map((t, k) => t / old[k]);
  console.log(
    `mixed N=${n}, ${count} instances: median ${median(old).toFixed(3)} → ${median(now).toFixed(3)} ms; ` +
      `per-instance new/old median ${median(ratios).toFixed(2)}`,
  );
}
