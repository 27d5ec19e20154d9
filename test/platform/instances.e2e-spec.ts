import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../../src/database/database-url.js';
import { TEST_ENV, testDatabaseUrl } from '../support/test-app.js';

const INSTANCES = 3;

/** A port nothing listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Outcome = { ready: true } | { ready: false; code: number | null; output: string };

/** Resolves when the instance says it is ready, or when it exits first (with what it printed). */
function startedOrExited(child: ChildProcess): Promise<Outcome> {
  let output = '';
  return new Promise((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[arbi] ready in')) resolve({ ready: true });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => resolve({ ready: false, code, output }));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The real server (`dist/src/main.js`, as `npm start` runs it), several at once on one new database. */
describe('instances starting together on a new database', () => {
  const databaseUrl = withDatabase(testDatabaseUrl(), `arbi_instances_${Date.now()}`);
  const children: ChildProcess[] = [];

  beforeAll(() => ensureDatabase(databaseUrl));
  afterAll(async () => {
    await Promise.all(children.map(stopped));
    const server = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
    await server.connect();
    await server.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}"`);
    await server.end();
  });

  it('all start: one applies the migrations and creates the first admin, the others wait and find nothing to do', async () => {
    const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
    for (const port of ports)
      children.push(
        spawn(process.execPath, ['dist/src/main.js'], {
          env: {
            ...process.env,
            ...TEST_ENV,
            LOG_FILE: '',
            LOG_LEVEL: 'warn',
            JOBS_WORKER: 'on',
            DATABASE_URL: databaseUrl,
            PORT: String(port),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
    const outcomes = await Promise.all(children.map(startedOrExited));
    expect(outcomes).toEqual(outcomes.map(() => ({ ready: true })));

    for (const port of ports) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const duplicates = await db.query(
        'select name from mikro_orm_migrations group by name having count(*) > 1',
      );
      expect(duplicates.rows).toEqual([]);
      // Without SUPERADMIN_EMAIL the first start creates one super-admin: exactly one, not one per instance.
      const admins = await db.query('select email from admins');
      expect(admins.rows).toEqual([{ email: 'admin@arbi.local' }]);
    } finally {
      await db.end();
    }
  }, 90_000);
});
