import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../src/database/embedded-postgres.js';

describe("the embedded PostgreSQL's log holds no personal data", () => {
  let dataDir: string;
  let embedded: EmbeddedPostgres;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'arbi-pglog-'));
    embedded = await startEmbeddedPostgres(dataDir, () => undefined);
  }, 120_000);
  afterAll(async () => {
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs no value of a statement the database refused (a duplicate email, a bad date)', async () => {
    const email = 'anna.logged@example.dk';
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    try {
      await client.query('create table people (email text unique, born date)');
      await client.query('insert into people values ($1, null)', [email]);
      await expect(client.query(`insert into people values ('${email}', null)`)).rejects.toThrow(
        /duplicate key/,
      );
      await expect(
        client.query(`insert into people values ('x@example.dk', '1990-02-31-secret')`),
      ).rejects.toThrow(/date/);
    } finally {
      await client.end();
    }
    const log = readFileSync(join(dataDir, 'postgres', 'server.log'), 'utf8');
    expect(log).toMatch(/ready to accept connections/);
    expect(log).not.toContain(email);
    expect(log).not.toContain('1990-02-31-secret');
  }, 60_000);
});
