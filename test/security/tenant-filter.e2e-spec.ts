import type { INestApplication } from '@nestjs/common';
import { type EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Client } from '../../src/clients/client.entity.js';
import { executeOwned, ownedBy } from '../../src/common/tenant/owned-sql.js';
import { scopeToAdmin, TENANT_FILTER } from '../../src/common/tenant/tenant-filter.js';
import { OwnedEntity } from '../../src/database/owned.entity.js';
import { entities } from '../../src/entities.js';
import { createAdmin, signUp, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/** Tenancy below the services: one ORM filter and one raw-SQL runner decide whose rows a query sees. */
describe('the tenant filter and owned statements', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const inContext = <T>(work: (em: EntityManager) => Promise<T>) => {
    const { em } = app.get(MikroORM);
    return RequestContext.create(em, () => work(em));
  };
  const owners = (rows: { admin: unknown }[]) =>
    new Set(rows.map((row) => (row.admin as { id: string }).id));

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
    await signUp(app, admin.id);
    await signUp(app, other.id);
  });
  afterAll(() => app.close());

  it('covers every entity that extends OwnedEntity', () => {
    const filter = app.get(MikroORM).config.get('filters')[TENANT_FILTER];
    const owned = entities.filter((entity) => entity.prototype instanceof OwnedEntity);
    expect(owned.length).toBeGreaterThan(5);
    expect(filter.entity).toEqual(owned);
  });

  it("shows a context scoped to an admin only that admin's rows, unless switched off by name", async () => {
    await inContext(async (em) => {
      scopeToAdmin(em, admin.id);
      expect(owners(await em.find(Client, {}))).toEqual(new Set([admin.id]));
      await em.transactional(async (tx) =>
        expect(owners(await tx.find(Client, {}))).toEqual(new Set([admin.id])),
      );
      const all = await em.find(Client, {}, { filters: { [TENANT_FILTER]: false } });
      expect([...owners(all)]).toEqual(expect.arrayContaining([admin.id, other.id]));
    });
  });

  it("runs an owned statement on the admin's rows only", async () => {
    await inContext(async (em) => {
      const rows = await executeOwned<{ admin_id: string }[]>(
        em,
        other.id,
        `select "admin_id" from "clients" where ${ownedBy()} and "created_at" < ?`,
        [new Date(Date.now() + 60_000)],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.admin_id))).toEqual(new Set([other.id]));
    });
  });
});
