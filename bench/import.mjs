// npm run bench:import [-- --admins=50 --clients=200000]
// Imports a generated old-app export (admins × clients, with referrals and archived customers)
// into a fresh embedded PostgreSQL through the real importer, then loads the same customer rows
// with PostgreSQL's own COPY in the same run: the ratio says what the importer costs beyond it.
import 'reflect-metadata';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrate } from '../dist/src/migrate.js';
import { ormConfig } from '../dist/src/mikro-orm.config.js';
import { readInstallation } from '../dist/src/import/firestore-export.js';
import { importInstallation } from '../dist/src/import/import-installation.js';
import { startDatabase } from './load/server.mjs';

const { values } = parseArgs({
  options: {
    admins: { type: 'string', default: '50' },
    clients: { type: 'string', default: '200000' },
  },
});
const adminCount = Number(values.admins);
const clientCount = Number(values.clients);
const perAdmin = Math.ceil(clientCount / adminCount);
const SITES = ['Unibet', 'Bet365', 'LeoVegas', 'ComeOn', 'Bwin', 'NordicBet'];

function generateExport() {
  const admins = {};
  for (let a = 0; a < adminCount; a++) {
    const uid = `benchAdmin${String(a).padStart(4, '0')}xxxxxxxxxxxxx`;
    const clients = {};
    const archived = {};
    for (let c = 0; c < perAdmin; c++) {
      const day = 1 + (c % 28);
      const doc = {
        dato: `${day}-${1 + (c % 12)}-2024`,
        name: `Kunde ${a}-${c}`,
        email: `kunde-${a}-${c}@example.dk`,
        phone: `+45${String(20_000_000 + a * 100_000 + c)}`,
        age: `${1960 + (c % 40)}-0${1 + (c % 9)}-1${c % 10}`,
        referal: c % 5 === 0 ? String(1000 + (c % 50)) : '',
        sites: c % 3 === 0 ? 'clean' : SITES.slice(0, 1 + (c % SITES.length)),
      };
      if (c % 10 === 9) {
        archived[`a${c}`] = {
          ...doc,
          name: 'not available',
          email: 'not available',
          phone: 'not available',
          archived: true,
          archivedAt: '2025-01-01T10:00:00Z',
          archivedBy: uid,
        };
      } else clients[`c${c}`] = doc;
    }
    const referals = {};
    for (let r = 0; r < 50; r++) {
      referals[`referalId-${1000 + r}`] = {
        name: `Ref ${r}`,
        email: `ref${r}@example.dk`,
        phone: `3000${1000 + r}`,
        referal: 1000 + r,
      };
    }
    admins[uid] = {
      email: `bench-${a}@arbi.test`,
      sites: SITES,
      __collections__: { clients, referals, archived },
    };
  }
  return { admins };
}

const toCsvField = (value) => (value === null ? '' : `"${String(value).replaceAll('"', '""')}"`);

async function main() {
  const database = await startDatabase('.bench-data/import');
  const orm = await MikroORM.init(ormConfig(database.url));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    await migrate(orm, () => undefined);

    const generated = generateExport();
    const readStart = performance.now();
    const installation = readInstallation(generated, { users: [] }, null, { today: '2026-11-23' });
    const readMs = performance.now() - readStart;
    const rows = installation.admins.reduce((n, admin) => n + admin.clients.length, 0);

    const importStart = performance.now();
    const report = await importInstallation(pool, installation);
    const importMs = performance.now() - importStart;
    const failed = report.admins.filter((admin) => admin.status !== 'imported');
    if (failed.length) throw new Error(`${failed.length} admins failed: ${failed[0].reason}`);

    // The peer: the same customer rows into a copy of the table with COPY, read by the server.
    const dir = mkdtempSync(join(tmpdir(), 'arbi-bench-import-'));
    chmodSync(dir, 0o755);
    const csv = join(dir, 'clients.csv');
    const lines = [];
    for (const admin of installation.admins) {
      for (const c of admin.clients) {
        lines.push(
          [
            c.id,
            admin.id,
            c.name,
            c.email,
            c.phone,
            c.birthDate,
            c.referralCode,
            `{${c.sites.map((s) => `"${s}"`).join(',')}}`,
            c.sites.length,
            c.createdAt.toISOString(),
            c.archivedAt?.toISOString() ?? null,
            c.archivedBy,
          ]
            .map(toCsvField)
            .join(','),
        );
      }
    }
    writeFileSync(csv, `${lines.join('\n')}\n`, { mode: 0o644 });
    // Its own connection: the app pool's read timeout is for requests, not bulk loads.
    const copier = new pg.Client({ connectionString: database.url });
    await copier.connect();
    await copier.query('create table clients_copy (like clients including all)');
    const copyStart = performance.now();
    await copier.query(
      `copy clients_copy (id, admin_id, name, email, phone, birth_date, referral_code, sites, site_count, created_at, archived_at, archived_by) from '${csv}' with (format csv)`,
    );
    const copyMs = performance.now() - copyStart;
    await copier.end();

    const [{ n }] = (await pool.query('select count(*)::int as n from clients')).rows;
    console.log(
      `[bench:import] ${adminCount} admins, ${rows} customers (${n} in the database), read in ${readMs.toFixed(0)} ms`,
    );
    console.log(
      `[bench:import] importer: ${(importMs / 1000).toFixed(2)} s, ${Math.round(rows / (importMs / 1000))} rows/s (with sites, referrals, indexes, one transaction per admin)`,
    );
    console.log(
      `[bench:import] COPY of the same customer rows: ${(copyMs / 1000).toFixed(2)} s, ${Math.round(rows / (copyMs / 1000))} rows/s (a copy of the table with its indexes)`,
    );
    console.log(
      `[bench:import] importer / COPY time: ${(importMs / copyMs).toFixed(2)}; limit 60 s: ${importMs + readMs < 60_000 ? 'met' : 'MISSED'}`,
    );
    if (n !== rows || importMs + readMs >= 60_000) process.exitCode = 1;
  } finally {
    await orm.close();
    await pool.end();
    await database.stop();
  }
}

await main();
