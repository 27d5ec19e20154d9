// Compiles the server with tsc unless src/ and migrations/ are unchanged since the last build.
import { cpSync, mkdirSync } from 'node:fs';
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
  // SQL the migrations read at run time (e.g. src/clients/sql/signup.sql) goes beside the compiled code.
  cpSync('src', 'dist/src', {
    recursive: true,
    filter: (source) => !/\.[^/]+$/.test(source) || source.endsWith('.sql'),
  });
  mkdirSync('dist', { recursive: true });
  writeStamp(stamp, print);
}
