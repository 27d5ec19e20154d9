// Builds each UI with Vite (which prints every file's gzipped size) unless its sources are unchanged,
// then writes brotli and gzip copies of its text files for the server to send as they are.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fingerprint, isFresh, writeStamp } from './lib/build-stamp.mjs';
import { precompress } from './lib/precompress.mjs';
import { run } from './lib/run.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);

for (const app of ['visitor-ui', 'admin-ui']) {
  const config = join(app, 'vite.config.ts');
  if (!existsSync(config)) {
    console.log(`[arbi] ${app}: nothing to build yet`);
    continue;
  }
  const stamp = join(app, 'dist', '.build');
  const print = fingerprint([
    app,
    'rules',
    'package-lock.json',
    'scripts/build-ui.mjs',
    'scripts/lib/precompress.mjs',
  ]);
  if (isFresh(stamp, print)) {
    console.log(`[arbi] ${app} build is up to date`);
    continue;
  }
  console.log(`[arbi] building ${app}`);
  run('vite', ['build', '--config', config]);
  const dist = join(app, 'dist');
  const sizes = precompress(dist);
  console.log(`[arbi] ${app}: precompressed (raw / gzip -9 / brotli 11)`);
  for (const file of sizes.filter((s) => s.br < s.raw))
    console.log(
      `  ${relative(dist, file.path).padEnd(44)} ${kb(file.raw)} ${kb(file.gz)} ${kb(file.br)}`,
    );
  writeStamp(stamp, print);
}
