// bench:load's fair comparison for signups (issue 37): Arbi against two framework-free servers doing
// the signup's own work with Arbi's own code (bench/load/fair-peer.mjs), one `arbi_signup` call per
// request and batched through `arbi_signups`. Each side runs as its own process, warmed up alike;
// the three alternate over rounds so a drift of the machine weighs on all of them.
import { spawn } from 'node:child_process';
import { cpuMeter } from './cpu.mjs';
import { createAdmin } from './server.mjs';
import { runSignups } from './driver.mjs';
import { fmt, summarise } from './stats.mjs';

async function startFairPeer(databaseUrl, port, mode) {
  // BENCH_CPU_PROF=dir profiles the peers as it profiles the app (bench/load/server.mjs).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, 'bench/load/fair-peer.mjs', `--mode=${mode}`, `--port=${port}`],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, DATABASE_URL: databaseUrl, RATE_LIMIT_SIGNUP: '1000000' },
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ${mode} peer exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function fairPeersPhase({ db, app, signups, warmUp, rounds, concurrency, target }) {
  const peers = {
    single: await startFairPeer(db.url, 3131, 'single'),
    batch: await startFairPeer(db.url, 3132, 'batch'),
  };
  const sides = { arbi: app.base, single: peers.single.base, batch: peers.batch.base };
  const pids = { arbi: app.child.pid, single: peers.single.pid, batch: peers.batch.pid };
  const results = { arbi: [], single: [], batch: [] };
  try {
    const adminId = await createAdmin(app.base);
    for (const name of ['single', 'batch'])
      await runSignups({ base: sides[name], adminId, count: warmUp, concurrency, retryShare: 0 });
    const order = Object.keys(sides);
    for (let round = 0; round < rounds; round++) {
      await db.query('checkpoint');
      for (const name of round % 2 ? [...order].reverse() : order) {
        const cpu = cpuMeter({ appPid: pids[name], dataDir: db.dataDir });
        const run = await runSignups({
          base: sides[name],
          adminId,
          count: signups,
          concurrency,
          retryShare: 0,
        });
        const ok = run.tasks.filter((t) => t.answers[0].status === 201);
        if (ok.length !== run.tasks.length)
          throw new Error(`${name}: ${run.tasks.length - ok.length} signups not answered 201`);
        const { app: serverCpu, postgres } = cpu.stop();
        results[name].push({
          seconds: run.seconds,
          ms: run.tasks.map((t) => t.answers[0].ms),
          serverCpu,
          postgres,
        });
      }
    }
  } finally {
    await peers.single.stop();
    await peers.batch.stop();
  }
  const rate = (name) => (signups * rounds) / results[name].reduce((s, r) => s + r.seconds, 0);
  const latency = (name) => summarise(results[name].flatMap((r) => r.ms));
  const cpuMs = (name, party) =>
    (1000 * results[name].reduce((s, r) => s + r[party], 0)) / (signups * rounds);
  const [arbi, single, batch] = ['arbi', 'single', 'batch'].map((name) => ({
    rps: rate(name),
    ...latency(name),
    cpu: `${fmt(cpuMs(name, 'serverCpu'), 2)} / ${fmt(cpuMs(name, 'postgres'), 2)}`,
  }));
  console.log(
    `\n## Signups against fair peers (${rounds} rounds × ${signups} per side, alternated, ${concurrency} connections, no retries)`,
  );
  console.log(
    '| side | signups/s | p50 / p99 ms | CPU ms per signup: server / PostgreSQL |\n| --- | --- | --- | --- |',
  );
  console.log(
    `| peer: node:http + pg, one arbi_signup call per request | ${fmt(single.rps, 0)} | ${fmt(single.p50)} / ${fmt(single.p99)} | ${single.cpu} |`,
  );
  console.log(
    `| peer: node:http + pg, batched through arbi_signups | ${fmt(batch.rps, 0)} | ${fmt(batch.p50)} / ${fmt(batch.p99)} | ${batch.cpu} |`,
  );
  console.log(
    `| Arbi (Nest + Express) | ${fmt(arbi.rps, 0)} | ${fmt(arbi.p50)} / ${fmt(arbi.p99)} | ${arbi.cpu} |`,
  );
  const toSingle = arbi.rps / single.rps;
  const toBatch = arbi.rps / batch.rps;
  const p99Ratio = arbi.p99 / batch.p99;
  console.log(
    `| Arbi / one-call peer, rate | ${fmt(toSingle, 2)} | target ≥ 0.8: ${target(toSingle >= 0.8, 'signup rate below 0.8 of the one-call peer')} | |`,
  );
  console.log(
    `| Arbi / batching peer, rate | ${fmt(toBatch, 2)} | target ≥ 0.6: ${target(toBatch >= 0.6, 'signup rate below 0.6 of the batching peer')} | |`,
  );
  console.log(
    `| Arbi p99 / batching peer p99 | ${fmt(p99Ratio, 2)} | target ≤ 1.5: ${target(p99Ratio <= 1.5, 'signup p99 over 1.5 × the batching peer')} | |`,
  );
}
