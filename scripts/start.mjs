// `npm start`: build what changed, then run the server (embedded PostgreSQL unless DATABASE_URL is set).
import { run } from './lib/run.mjs';
import { spawn } from 'node:child_process';

run('node', ['scripts/build-api.mjs']);
run('node', ['scripts/build-ui.mjs']);
// The IPC channel closes when this process dies in any way, and the server then stops itself.
const server = spawn(process.execPath, ['--env-file-if-exists=.env', 'dist/src/main.js'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// `kill` of npm's process ends the shell between npm and this script without passing the signal
// on: this process is then handed to another parent, which is the sign to stop.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000);
server.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
