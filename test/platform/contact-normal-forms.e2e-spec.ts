import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Migration20261125100000_contact_normal_forms as ContactNormalForms } from '../../migrations/Migration20261125100000_contact_normal_forms.js';
import { createAdmin, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/** Contacts stored before there was one normal form (corrections, the importer) take it. */
describe('the migration to one normal form of stored contacts', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const card = async (phone: string, minutesAgo: number, extra: Record<string, string> = {}) => {
    const id = randomUUID();
    await sql(
      app,
      `insert into clients (id, admin_id, name, email, phone, created_at, archived_at)
       values (?, ?, ?, ?, ?, now() - make_interval(mins => ?), ?)`,
      [
        id,
        admin.id,
        extra.name ?? 'Kunde',
        extra.email ?? `${id}@example.dk`,
        phone,
        minutesAgo,
        extra.archivedAt ?? null,
      ],
    );
    return id;
  };
  const phoneOf = async (id: string) =>
    (await sql<{ phone: string }>(app, 'select phone from clients where id = ?', [id]))[0].phone;

  it('normalises phones, emails and names; of two active cards that become equal the normal or older one takes the number', async () => {
    const spaced = await card('+45 20 00 00 01', 10, {
      name: '  Anna   Jensen ',
      email: 'Anna@Example.DK',
    });
    const olderOfTwo = await card('+45 (20) 00-00-02', 9);
    const youngerOfTwo = await card('+45 20 00 00 02', 8);
    const writtenLongAgo = await card('20 00 00 03', 7);
    const alreadyNormal = await card('20000003', 6);
    const archived = await card('+45 20 00 00 04', 5, { archivedAt: new Date().toISOString() });
    const referral = randomUUID();
    await sql(
      app,
      'insert into referrals (id, admin_id, name, email, phone, code) values (?, ?, ?, ?, ?, ?)',
      [referral, admin.id, ' Peter  Hansen', 'Peter@Example.dk', '+45 12 34 56 78', '4242'],
    );

    const orm = app.get(MikroORM);
    const migration = new ContactNormalForms(orm.em.getDriver(), orm.config);
    migration.up();
    for (const query of migration.getQueries()) await orm.em.fork().execute(query as string);

    expect(await phoneOf(spaced)).toBe('+4520000001');
    expect(await phoneOf(olderOfTwo)).toBe('+4520000002');
    expect(await phoneOf(youngerOfTwo)).toBe('+45 20 00 00 02');
    expect(await phoneOf(alreadyNormal)).toBe('20000003');
    expect(await phoneOf(writtenLongAgo)).toBe('20 00 00 03');
    expect(await phoneOf(archived)).toBe('+45 20 00 00 04');
    const [client] = await sql(app, 'select name, email from clients where id = ?', [spaced]);
    expect(client).toEqual({ name: 'Anna Jensen', email: 'anna@example.dk' });
    const [ref] = await sql(app, 'select name, email, phone from referrals where id = ?', [
      referral,
    ]);
    expect(ref).toEqual({ name: 'Peter Hansen', email: 'peter@example.dk', phone: '+4512345678' });
  });
});
