import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Pool } from 'pg';
import request from 'supertest';
import { readHashConfig } from '../../src/common/password/firebase-password.js';
import { readInstallation } from '../../src/import/firestore-export.js';
import { importInstallation } from '../../src/import/import-installation.js';
import { recordPersonalData, sql } from '../support/builders.js';
import { createTestApp, testDatabaseUrl } from '../support/test-app.js';

// Firebase's own published test vector for its modified scrypt (github.com/firebase/scrypt).
const HASH_CONFIG = {
  algorithm: 'SCRYPT',
  base64_signer_key:
    'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  base64_salt_separator: 'Bw==',
  rounds: 8,
  mem_cost: 14,
};
const OLD_PASSWORD = 'user1password';
const OLD_SALT = '42xEC+ixf3L2lw==';
const OLD_HASH =
  'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==';
const TODAY = '2026-11-23';

const uid = () => randomBytes(14).toString('base64url').replace(/[-_]/g, 'x');

/** One old installation as its exports look, with the mess real ones hold. */
function oldInstallation() {
  const main = uid();
  const second = uid();
  const noPassword = uid();
  const mainEmail = `gammel-${main.toLowerCase()}@arbi.test`;
  recordPersonalData(mainEmail, 'Mette Madsen', 'mette@example.dk', '+4520000001');
  const firestore = {
    admins: {
      [main]: {
        email: mainEmail,
        uid: main,
        sites: ['Unibet', 'Bet365', 'Leo vegas', 'Unibet'],
        config: {
          velkomstSide: { title: 'Hej fra den gamle app', text: 'Velkommen tilbage' },
          bettingSide: { title: 'Vælg sider', text: 'Sæt kryds' },
        },
        ignoredField: { anything: true },
        __collections__: {
          clients: {
            c1: {
              dato: '3-2-2024',
              name: 'Mette Madsen',
              email: 'mette@example.dk',
              phone: '+4520000001',
              age: '17-04-1990',
              referal: 1234,
              sites: ['unibet', 'LeoVegas'],
            },
            c2: {
              dato: '04-02-2024',
              name: 'Niels Nielsen',
              email: 'niels@example.dk',
              phone: '20000002',
              age: '1985-12-01',
              referal: '',
              sites: 'clean',
            },
            c3: {
              dato: '05.02.2024',
              name: 'Ole Olsen',
              email: 'ole@example.dk',
              phone: '20000003',
              age: '01/06/1979',
              referal: '0042',
              sites: 'Unibet, Bet365',
              extra: 'unknown field',
            },
            under18: {
              dato: '06-02-2024',
              name: 'Ung Person',
              email: 'ung@example.dk',
              phone: '20000004',
              age: '2010-01-01',
              sites: [],
            },
            badEmail: {
              dato: '06-02-2024',
              name: 'X',
              email: 'nope',
              phone: '2',
              age: '1990-01-01',
            },
            badDate: {
              dato: 'i går',
              name: 'Dato Dorthe',
              email: 'dorthe@example.dk',
              phone: '20000005',
              age: '1990-01-01',
            },
            duplicate: {
              dato: '07-02-2024',
              name: 'Mette Igen',
              email: 'METTE@example.dk',
              phone: '20000009',
              age: '1990-04-17',
            },
          },
          referals: {
            'referalId-1234': {
              name: 'Rasmus Ref',
              email: 'rasmus@example.dk',
              phone: '20001234',
              referal: 1234,
            },
            'referalId-0042': { name: 'Ida Ref', email: 'ida@example.dk', phone: '20000042' },
            'referalId-x': { name: 'Uden Kode', email: 'uden@example.dk', phone: '1' },
          },
          archived: {
            a1: {
              dato: '01-01-2023',
              name: 'not available',
              email: 'not available',
              phone: 'not available',
              sites: ['Bet365'],
              referal: '',
              archived: true,
              archivedAt: '2023-06-01T10:00:00.000Z',
              archivedBy: main,
            },
          },
        },
      },
      [second]: {
        email: `anden-${second.toLowerCase()}@arbi.test`,
        __collections__: {
          clients: {
            k1: {
              dato: '1-1-2025',
              name: 'Per Hansen',
              email: 'per@example.dk',
              phone: '30000001',
              age: '1970-01-01',
              sites: [],
            },
          },
        },
      },
      [noPassword]: { email: `uden-${noPassword.toLowerCase()}@arbi.test` },
      'not a valid uid!': { email: 'x@arbi.test' },
    },
  };
  const auth = {
    users: [
      { localId: main, email: mainEmail, passwordHash: OLD_HASH, salt: OLD_SALT },
      { localId: second, email: 'anden@arbi.test', passwordHash: OLD_HASH, salt: OLD_SALT },
    ],
  };
  return { firestore, auth, main, second, noPassword, mainEmail };
}

describe('npm run import: a Firestore-era installation comes over', () => {
  let app: NestExpressApplication;
  let pool: Pool;

  beforeAll(async () => {
    app = await createTestApp();
    pool = (await app.get(MikroORM).em.getConnection().getNativeClient()) as Pool;
  });
  afterAll(() => app.close());

  const read = (old: ReturnType<typeof oldInstallation>) =>
    readInstallation(old.firestore, old.auth, readHashConfig(HASH_CONFIG), { today: TODAY });

  it('keeps uids, texts, sites, referrals and customers, and reports each skipped record', async () => {
    const old = oldInstallation();
    const report = await importInstallation(pool, read(old));

    expect(report.admins.find((a) => a.admin === old.main)).toMatchObject({
      status: 'imported',
      clients: 3,
      archived: 1,
      referrals: 2,
    });
    const reasons = Object.fromEntries(
      report.skipped.filter((s) => s.admin === old.main).map((s) => [s.record, s.reason]),
    );
    expect(reasons).toEqual({
      'clients/under18': 'under 18',
      'clients/badEmail': 'bad email',
      'clients/badDate': "unreadable date 'i går'",
      'clients/duplicate': 'same email or phone as another customer of this admin',
      'referals/referalId-x': 'no 4-digit referral code',
    });
    expect(report.skipped).toContainEqual({
      admin: 'not a valid uid!',
      record: 'admin',
      reason: 'uid is not a valid personal-link id',
    });

    const [admin] = await sql(app, 'select email, role, texts from admins where id = ?', [
      old.main,
    ]);
    expect(admin).toMatchObject({
      email: old.mainEmail,
      role: 'admin',
      texts: {
        welcome: { title: 'Hej fra den gamle app', text: 'Velkommen tilbage' },
        sitesPage: { title: 'Vælg sider', text: 'Sæt kryds' },
      },
    });
    const sites = await sql(
      app,
      'select name, stake from sites where admin_id = ? order by position',
      [old.main],
    );
    expect(sites).toEqual([
      { name: 'Unibet', stake: 2000 },
      { name: 'Bet365', stake: 1000 },
      { name: 'Leo vegas', stake: 1000 },
    ]);
    const clients = await sql(
      app,
      `select name, email, phone, birth_date::text as birth, referral_code, sites, site_count,
              to_char(created_at at time zone 'Europe/Copenhagen', 'YYYY-MM-DD HH24:MI') as created,
              archived_at, archived_by
       from clients where admin_id = ? order by created_at`,
      [old.main],
    );
    expect(clients).toEqual([
      expect.objectContaining({
        name: 'not available',
        email: 'not available',
        birth: null,
        sites: ['Bet365'],
        archived_by: old.main,
      }),
      expect.objectContaining({
        name: 'Mette Madsen',
        birth: '1990-04-17',
        referral_code: '1234',
        sites: ['Unibet', 'Leo vegas'],
        site_count: 2,
        created: '2024-02-03 00:00',
        archived_at: null,
      }),
      expect.objectContaining({
        name: 'Niels Nielsen',
        birth: '1985-12-01',
        referral_code: null,
        sites: [],
        site_count: 0,
      }),
      expect.objectContaining({
        name: 'Ole Olsen',
        birth: '1979-06-01',
        referral_code: '0042',
        sites: ['Unibet', 'Bet365'],
      }),
    ]);
    const referrals = await sql(
      app,
      'select code, name from referrals where admin_id = ? order by code',
      [old.main],
    );
    expect(referrals).toEqual([
      { code: '0042', name: 'Ida Ref' },
      { code: '1234', name: 'Rasmus Ref' },
    ]);
  });

  it('keeps personal links and rateMe links working, and the old password signs in once as scrypt, then as argon2id', async () => {
    const old = oldInstallation();
    await importInstallation(pool, read(old));
    const http = request(app.getHttpServer());

    const profile = await http.get(`/api/public/admins/${old.main}`).expect(200);
    expect(profile.body).toMatchObject({ sites: ['Unibet', 'Bet365', 'Leo vegas'] });
    await http.post('/api/ratings').send({ admin: old.main, stars: 5, comment: '' }).expect(201);

    await http
      .post('/api/auth/login')
      .send({ email: old.mainEmail, password: 'wrong-password!' })
      .expect(401);
    const [before] = await sql<{ password_hash: string }>(
      app,
      'select password_hash from admins where id = ?',
      [old.main],
    );
    expect(before.password_hash.startsWith('firebase-scrypt$')).toBe(true);

    await http
      .post('/api/auth/login')
      .send({ email: old.mainEmail, password: OLD_PASSWORD })
      .expect(200);
    const [after] = await sql<{ password_hash: string }>(
      app,
      'select password_hash from admins where id = ?',
      [old.main],
    );
    expect(after.password_hash.startsWith('$argon2id$')).toBe(true);
    await http
      .post('/api/auth/login')
      .send({ email: old.mainEmail, password: OLD_PASSWORD })
      .expect(200);

    // Without an old hash the account exists (its links work) but no password opens it.
    await http.get(`/api/public/admins/${old.noPassword}`).expect(200);
  });

  it('only an imported admin may hold an old-app hash', async () => {
    await expect(
      sql(app, `insert into admins (id, email, password_hash, texts) values (?, ?, ?, '{}')`, [
        uid(),
        `ny-${uid().toLowerCase()}@arbi.test`,
        `firebase-scrypt$14$8$Bw==$key$salt$hash`,
      ]),
    ).rejects.toThrow(/admins_legacy_hash_only_imported/);
  });

  it('a second run adds nothing, and a dry run writes nothing', async () => {
    const old = oldInstallation();
    const dry = await importInstallation(pool, read(old), { dryRun: true });
    expect(dry.admins.find((a) => a.admin === old.main)?.status).toBe('imported');
    expect(await sql(app, 'select id from admins where id = ?', [old.main])).toEqual([]);

    await importInstallation(pool, read(old));
    const count = () =>
      sql(app, 'select count(*)::int as n from clients where admin_id = ?', [old.main]);
    const first = await count();
    const again = await importInstallation(pool, read(old));
    expect(again.admins.find((a) => a.admin === old.main)?.status).toBe('already imported');
    expect(await count()).toEqual(first);
  });

  it('a record that breaks a database rule rolls back that admin alone', async () => {
    const old = oldInstallation();
    const installation = read(old);
    const broken = installation.admins.find((a) => a.id === old.main)!;
    broken.clients[1].referralCode = 'not four digits';
    const report = await importInstallation(pool, installation);

    expect(report.admins.find((a) => a.admin === old.main)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('clients_referral_code_check'),
    });
    expect(await sql(app, 'select id from admins where id = ?', [old.main])).toEqual([]);
    expect(await sql(app, 'select id from sites where admin_id = ?', [old.main])).toEqual([]);
    expect(report.admins.find((a) => a.admin === old.second)?.status).toBe('imported');
    expect(await sql(app, 'select name from clients where admin_id = ?', [old.second])).toEqual([
      { name: 'Per Hansen' },
    ]);
  });

  it('skips a record PostgreSQL would refuse (NUL, a year 0 date, a 3 MB site name) with its reason; the admin comes over', async () => {
    const old = oldInstallation();
    const main = old.firestore.admins[old.main] as { __collections__: Record<string, object> };
    const clients = main.__collections__.clients as Record<string, object>;
    clients.nul = {
      dato: '06-02-2024',
      name: 'Anna\u0000Nul',
      email: 'nul@example.dk',
      phone: '20000011',
      age: '1990-01-01',
    };
    clients.yearZero = {
      dato: '06-02-0000',
      name: 'År Nul',
      email: 'aar@example.dk',
      phone: '20000012',
      age: '1990-01-01',
    };
    clients.hugeSite = {
      dato: '06-02-2024',
      name: 'Stor Side',
      email: 'stor@example.dk',
      phone: '20000013',
      age: '1990-01-01',
      sites: ['Unibet', 'x'.repeat(3_000_000)],
    };
    (main.__collections__.archived as Record<string, object>).badMoment = {
      dato: 'x',
      archivedAt: '-000001-01-01T00:00:00.000Z',
    };
    const installation = read(old);
    const report = await importInstallation(pool, installation);

    expect(report.admins.find((a) => a.admin === old.main)?.status).toBe('imported');
    const reasons = Object.fromEntries(report.skipped.map((s) => [s.record, s.reason]));
    expect(reasons['clients/nul']).toBe('name holds a NUL or broken character');
    expect(reasons['clients/yearZero']).toMatch(/unreadable date/);
    expect(reasons['archived/badMoment']).toBe('unreadable date');
    const [huge] = await sql<{ sites: string[] }>(
      app,
      `select sites from clients where admin_id = ? and name = 'Stor Side'`,
      [old.main],
    );
    expect(huge.sites).toEqual(['Unibet']);
  });

  it('never makes admins of the uids __proto__, constructor or prototype', async () => {
    const firestore = JSON.parse(
      `{"admins":{"__proto__":{"email":"proto@arbi.test"},"constructor":{"email":"ctor@arbi.test"},"prototype":{"email":"pt@arbi.test"}}}`,
    );
    const installation = read({ ...oldInstallation(), firestore });
    expect(installation.admins).toEqual([]);
    expect(installation.skipped.map((s) => [s.admin, s.reason])).toEqual([
      ['__proto__', 'uid is not a valid personal-link id'],
      ['constructor', 'uid is not a valid personal-link id'],
      ['prototype', 'uid is not a valid personal-link id'],
    ]);
  });

  it('reports a file that is not JSON by its name, quoting none of its text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbi-import-'));
    const secret = 'hemmelig.person@example.dk';
    writeFileSync(join(dir, 'firestore.json'), `{"admins":{"a":{"email":"${secret}",}}}`);
    writeFileSync(join(dir, 'users.json'), '{"users":[]}');
    writeFileSync(join(dir, 'hash-config.json'), JSON.stringify(HASH_CONFIG));
    const result = await promisify(execFile)(
      process.execPath,
      [
        'dist/src/import/cli.js',
        ...['--firestore', join(dir, 'firestore.json'), '--auth', join(dir, 'users.json')],
        ...['--hash-config', join(dir, 'hash-config.json')],
      ],
      { env: { ...process.env, DATABASE_URL: testDatabaseUrl() } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in result ? result.code : 0).toBe(2);
    expect(result.stderr).toContain('firestore.json is not valid JSON');
    expect(`${result.stdout}${result.stderr}`).not.toContain(secret);
  });

  it('the command reads the three files, prints the report and exits 1 when it skipped records', async () => {
    const old = oldInstallation();
    const dir = mkdtempSync(join(tmpdir(), 'arbi-import-'));
    const file = (name: string, content: unknown) => {
      writeFileSync(join(dir, name), JSON.stringify(content));
      return join(dir, name);
    };
    const args = [
      'dist/src/import/cli.js',
      '--firestore',
      file('firestore.json', old.firestore),
      '--auth',
      file('users.json', old.auth),
      '--hash-config',
      file('hash-config.json', HASH_CONFIG),
      '--superadmin',
      old.second,
    ];
    const run = promisify(execFile);
    const result = await run(process.execPath, args, {
      env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
    }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in result ? result.code : 0).toBe(1);
    expect(result.stdout).toContain(`${old.main}: imported (3 customers, 1 archived, 2 referrals)`);
    expect(result.stdout).toContain('clients/under18: under 18');
    const [second] = await sql(app, 'select role from admins where id = ?', [old.second]);
    expect(second).toEqual({ role: 'superadmin' });
  });
});
