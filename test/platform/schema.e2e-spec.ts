import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { readdirSync, readFileSync } from 'node:fs';
import { entities } from '../../src/entities.js';
import { sql } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/**
 * The schema comes only from migrations; the entities must map it exactly: every table, every
 * column, and which columns may be null. (Checks and partial indexes live in the migrations only.)
 */
describe('the migrations and the entities describe the same tables', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('has every entity column in the database with the same nullability, and no unmapped column', async () => {
    const all = app.get(MikroORM).getMetadata().getAll() as unknown;
    const metadata = all instanceof Map ? [...all.values()] : Object.values(all as object);
    const mapped: Record<string, Record<string, boolean>> = {};
    for (const meta of metadata) {
      if (!meta.tableName || meta.embeddable || meta.virtual) continue;
      const columns: Record<string, boolean> = {};
      for (const prop of meta.props) {
        if (prop.persist === false || prop.kind === '1:m' || prop.kind === 'm:n') continue;
        for (const field of prop.fieldNames ?? []) columns[field] = Boolean(prop.nullable);
      }
      mapped[meta.tableName] = columns;
    }
    const rows = await sql<{ table_name: string; column_name: string; is_nullable: string }>(
      app,
      "select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public' and table_name <> 'mikro_orm_migrations'",
    );
    const actual: Record<string, Record<string, boolean>> = {};
    for (const row of rows)
      (actual[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'YES';
    // Every registered entity has its table (the list is the registry, not a copy of it).
    expect(Object.keys(mapped)).toHaveLength(entities.length);
    expect(actual).toEqual(mapped);
  });

  it('has the database functions as src/clients/sql/ writes them today', async () => {
    const sqlDir = new URL('../../src/clients/sql/', import.meta.url);
    const sources = readdirSync(sqlDir).map((file) => readFileSync(new URL(file, sqlDir), 'utf8'));
    const written = sources.flatMap((source) =>
      [...source.matchAll(/create or replace function (\w+)\([\s\S]*?\$fn\$([\s\S]*?)\$fn\$/g)].map(
        ([, name, body]) => ({ name, body }),
      ),
    );
    expect(written.map((fn) => fn.name)).toContain('arbi_signup');
    const names = new Set(written.map((fn) => fn.name));
    const migrated = (
      await sql<{ name: string; body: string }>(
        app,
        "select proname as name, prosrc as body from pg_proc where pronamespace = 'public'::regnamespace",
      )
    ).filter((fn) => names.has(fn.name));
    expect(migrated.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      written.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('has migrations that hold their SQL and read no file (replaying history never changes)', () => {
    const dir = new URL('../../migrations/', import.meta.url);
    const readers = readdirSync(dir).filter((file) =>
      /readFileSync|readFile\(|from 'node:fs/.test(readFileSync(new URL(file, dir), 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});
