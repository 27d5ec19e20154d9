// Counts the imports that run back up between src/ folders (against FOLDER_ORDER), and lists them.
// `node scripts/count-upward-imports.mjs [dir]`; a folder missing from the order counts as a feature
// just above common/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { FOLDER_ORDER } from './lib/folder-order.mjs';

const src = resolve(process.argv[2] ?? '.', 'src');
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.ts$/.test(name)) files.push(path);
  }
};
walk(src);

const folderOf = (path) => {
  const parts = relative(src, path).split('/');
  return parts.length === 1 ? '' : parts[0];
};
const layers = FOLDER_ORDER.map((layer) => [layer].flat());
const rank = (folder) => {
  const index = layers.findIndex((layer) => layer.includes(folder));
  return index >= 0 ? index : rank('common') - 0.5;
};

const upward = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const [, specifier] of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), specifier);
    if (relative(src, target).startsWith('..')) continue;
    const from = folderOf(file);
    const to = folderOf(target);
    if (from !== to && rank(to) < rank(from)) upward.push(`${relative(src, file)} -> ${specifier}`);
  }
}
for (const line of upward) console.log(`  ${line}`);
console.log(`${upward.length} imports run back up between src/ folders`);
