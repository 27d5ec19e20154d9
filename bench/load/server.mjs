// The system under test: an embedded PostgreSQL on a fixed port (so it can be stopped and restarted
// under the app) and the compiled app as a child process, exactly as `npm start` runs it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../../dist/src/database/embedded-postgres.js';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startDatabase(dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  let embedded = await startEmbeddedPostgres(dataDir, () => undefined, { port });
  const url = withDatabase(embedded.url, 'arbi_bench');
  await ensureDatabase(url);
  return {
    url,
    dataDir,
    stop: () => embedded.stop(),
    async restart() {
      embedded = await startEmbeddedPostgres(dataDir, () => undefined, { port });
    },
    async query(sql, params = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/** `BENCH_CPU_PROF=dir`: the app writes a V8 CPU profile there when it exits (open it in Chrome DevTools). */
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

export async function startApp(databaseUrl, port, extraEnv = {}) {
  const child = spawn(process.execPath, [...profile, 'dist/src/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SUPERADMIN_EMAIL: 'bench@arbi.test',
      SUPERADMIN_PASSWORD: 'bench-password-long-enough',
      RATE_LIMIT_SIGNUP: '1000000',
      RATE_LIMIT_REFERRAL: '1000000',
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_PUBLIC: '1000000',
      RATE_LIMIT_PLANS: '1000000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the app did not become healthy within 30 s');
}

async function login(base, email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`could not sign in ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

export async function createAdmin(base) {
  return (await createSignedInAdmin(base)).id;
}

/** A fresh admin and a session token of its own. */
export async function createSignedInAdmin(base) {
  const token = await login(base, 'bench@arbi.test', 'bench-password-long-enough');
  const email = `load-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@arbi.test`;
  const created = await fetch(`${base}/api/admins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, password: 'load-test-password-123' }),
  });
  if (!created.ok)
    throw new Error(`could not create an admin: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  return { id, token: await login(base, email, 'load-test-password-123') };
}
