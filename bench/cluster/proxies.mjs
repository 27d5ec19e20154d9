// HAProxy and PgBouncer from Debian (apt-get install -y haproxy pgbouncer), run as child processes
// from configuration files written here: the balancer in front of the app instances, the pooler
// (transaction mode) between them and PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export function missingTools() {
  return ['haproxy', 'pgbouncer'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
}

function run(command, args, name) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    errors: () => errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    name,
  };
}

/** PgBouncer in transaction mode on `port`, pooling `database` on the PostgreSQL at `server`. */
export function startPgBouncer({ dir, port, server, database, poolSize = 20 }) {
  mkdirSync(dir, { recursive: true, mode: 0o777 });
  chmodSync(dir, 0o777);
  const target = new URL(server);
  writeFileSync(join(dir, 'users.txt'), `"${target.username || 'postgres'}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    `[databases]
${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database} user=${target.username || 'postgres'}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
admin_users = ${target.username || 'postgres'}
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 2000
ignore_startup_parameters = extra_float_digits,options
logfile = ${join(dir, 'pgbouncer.log')}
`,
  );
  // It refuses to run as root: as root, it switches to the postgres user (which must read `dir`).
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  return run('pgbouncer', [...asUser, join(dir, 'pgbouncer.ini')], 'pgbouncer');
}

/** HAProxy on `port`, round robin over `servers` (health-checked every second), stats on `statsPort`. */
export function startHaproxy({ dir, port, statsPort, servers }) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    `global
  maxconn 4000

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  # A busy instance answers its health check late, not never: only a refused or silent one is down.
  timeout check 5s
  retries 2
  option redispatch
  option forwardfor

frontend web
  bind 127.0.0.1:${port}
  default_backend apps

backend apps
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  http-response set-header X-Served-By %s
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`,
  );
  return run('haproxy', ['-f', file, '-db'], 'haproxy');
}

/** Each backend server's state as HAProxy's health checks see it ('UP', 'DOWN', …). */
export async function serverStates(statsPort) {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
  const [header, ...lines] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const states = {};
  for (const line of lines) {
    const cells = line.split(',');
    const row = Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
    if (row.pxname === 'apps' && row.svname !== 'FRONTEND' && row.svname !== 'BACKEND')
      states[row.svname] = row.status;
  }
  return states;
}

/** Resolves once something accepts connections on `port` (within ~5 s), else throws with `why()`. */
export async function listening(port, why) {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on port ${port}: ${why()}`);
}
