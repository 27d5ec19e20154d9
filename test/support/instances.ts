import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../../src/database/database-url.js';
import { TEST_ENV, testDatabaseUrl } from './test-app.js';

/**
 * Real servers (`dist/src/main.js`, as `npm start` runs it) in their own processes, for what only
 * processes show: starting together, being killed. Each test gets its own database, so their job
 * workers touch no other suite's jobs.
 */

/** A new, empty database on the run's server; drop it with `dropDatabase`. */
export async function freshDatabase(label: string): Promise<string> {
  const url = withDatabase(testDatabaseUrl(), `arbi_${label}_${Date.now()}`);
  await ensureDatabase(url);
  return url;
}

export async function dropDatabase(url: string): Promise<void> {
  const server = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await server.connect();
  try {
    await server.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  } finally {
    await server.end();
  }
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Instance {
  process: ChildProcess;
  port: number;
  url: string;
  /** Resolves when the server says it is ready, or when it exits first (with what it printed). */
  started: Promise<{ ready: true } | { ready: false; code: number | null; output: string }>;
}

export async function spawnInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    env: {
      ...process.env,
      ...TEST_ENV,
      LOG_FILE: '',
      LOG_LEVEL: 'warn',
      JOBS_WORKER: 'on',
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<Awaited<Instance['started']>>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[arbi] ready in')) resolve({ ready: true });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => resolve({ ready: false, code, output }));
  });
  return { process: child, port, url: `http://127.0.0.1:${port}`, started };
}

/** SIGTERM (or the given signal), resolved once the process is gone. */
export function stopInstance(
  instance: Instance,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  const child = instance.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
