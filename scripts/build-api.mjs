// Compiles the server with tsc unless src/ and migrations/ are unchanged since the last build.
import { mkdirSync } from 'node:fs';
import { fingerprint, isFresh, writeStamp } from './lib/build-stamp.mjs';
import { run } from './lib/run.mjs';

const stamp = 'dist/.api-build';
const print = fingerprint([
  'src',
  'rules',
  'migrations',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
]);
if (isFresh(stamp, print)) {
  console.log('[arbi] server build is up to date');
} else {
  console.log('[arbi] building the server (tsc)');
  run('tsc', ['-p', 'tsconfig.build.json']);
  mkdirSync('dist', { recursive: true });
  writeStamp(stamp, print);
}
