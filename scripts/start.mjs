// `npm start`: build what changed, then run the server (embedded PostgreSQL unless DATABASE_URL is set).
import { run } from './lib/run.mjs';
import { spawn } from 'node:child_process';

run('node', ['scripts/build-api.mjs']);
run('node', ['scripts/build-ui.mjs']);
const server = spawn(process.execPath, ['--env-file-if-exists=.env', 'dist/src/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
