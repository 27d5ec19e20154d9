/**
 * Builds the planner as it was before bonus-aware plans (or at PLANNER_BASELINE) into
 * dist/planner-baseline/, so `bench:planner` times the old build and the new on the same
 * instances in one run. Reads the commit's files with git; compiles them with the repo's tsc.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The last commit whose planner knew only cash plans (whole-kr payouts, every outcome allowed). */
const BASELINE = process.env.PLANNER_BASELINE ?? 'd0379b8';
const source = join('dist', 'planner-baseline-src');
const out = join('dist', 'planner-baseline');
rmSync(source, { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });
mkdirSync(source, { recursive: true });

const folder = 'src/betting/planner';
const files = execFileSync('git', ['ls-tree', '--name-only', `${BASELINE}:${folder}`], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));
for (const name of files) {
  const text = execFileSync('git', ['show', `${BASELINE}:${folder}/${name}`], { encoding: 'utf8' });
  writeFileSync(join(source, name), text);
}
execFileSync(
  'npx',
  [
    'tsc',
    '--ignoreConfig',
    '--target',
    'ES2022',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--lib',
    'ES2023',
    '--types',
    'node',
    '--strict',
    '--skipLibCheck',
    '--outDir',
    out,
    ...readdirSync(source).map((name) => join(source, name)),
  ],
  { stdio: 'inherit' },
);
console.error(`planner baseline ${BASELINE}: ${files.length} files built into ${out}`);
