import { spawnSync } from 'node:child_process';

/** Runs a command from node_modules/.bin (npm puts it first on PATH), failing loudly. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`[arbi] ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}
