import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
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
    expect(Object.keys(mapped).sort()).toEqual([
      'admins',
      'audit_log',
      'bet_plans',
      'bureau_policy',
      'client_events',
      'client_notes',
      'client_site_progress',
      'clients',
      'customer_ticks',
      'funnel_counts',
      'idempotency_keys',
      'maintenance_runs',
      'notification_deliveries',
      'passkeys',
      'password_resets',
      'ratings',
      'recovery_codes',
      'referrals',
      'sessions',
      'sites',
      'totp_secrets',
    ]);
    expect(actual).toEqual(mapped);
  });
});
