// "Builds nothing twice": a build is skipped when a fingerprint of its inputs is unchanged.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    yield* files(join(path, entry));
  }
}

export function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [path, stat] of files(input)) hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isFresh(stampFile, print) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === print;
}

export function writeStamp(stampFile, print) {
  writeFileSync(stampFile, print);
}
