import pg from 'pg';
import {
  dropDatabase,
  freshDatabase,
  type Instance,
  spawnInstance,
  stopInstance,
} from '../support/instances.js';

const INSTANCES = 3;

describe('instances starting together on a new database', () => {
  let databaseUrl: string;
  const instances: Instance[] = [];

  beforeAll(async () => {
    databaseUrl = await freshDatabase('instances');
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await dropDatabase(databaseUrl);
  });

  it('all start: one applies the migrations and creates the first admin, the others wait and find nothing to do', async () => {
    for (let i = 0; i < INSTANCES; i++) instances.push(await spawnInstance(databaseUrl));
    const outcomes = await Promise.all(instances.map((instance) => instance.started));
    expect(outcomes).toEqual(outcomes.map(() => ({ ready: true })));

    for (const instance of instances) {
      const health = await fetch(`${instance.url}/api/health`);
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
