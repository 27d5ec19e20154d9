// Builds each UI with Vite (which prints every file's gzipped size) unless its sources are unchanged.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint, isFresh, writeStamp } from './lib/build-stamp.mjs';
import { run } from './lib/run.mjs';

for (const app of ['visitor-ui', 'admin-ui']) {
  const config = join(app, 'vite.config.ts');
  if (!existsSync(config)) {
    console.log(`[arbi] ${app}: nothing to build yet`);
    continue;
  }
  const stamp = join(app, 'dist', '.build');
  const print = fingerprint([app, 'rules', 'package-lock.json']);
  if (isFresh(stamp, print)) {
    console.log(`[arbi] ${app} build is up to date`);
    continue;
  }
  console.log(`[arbi] building ${app}`);
  run('vite', ['build', '--config', config]);
  writeStamp(stamp, print);
}
