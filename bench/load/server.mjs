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

export async function startApp(databaseUrl, port, extraEnv = {}) {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
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

export async function createAdmin(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@arbi.test', password: 'bench-password-long-enough' }),
  });
  const { token } = await login.json();
  const created = await fetch(`${base}/api/admins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      email: `load-${Date.now()}@arbi.test`,
      password: 'load-test-password-123',
    }),
  });
  return (await created.json()).id;
}
