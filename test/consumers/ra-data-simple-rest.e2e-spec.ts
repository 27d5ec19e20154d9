import type { NestExpressApplication } from '@nestjs/platform-express';
import { type DataProvider, fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, signUp, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/**
 * react-admin's own simple-rest provider, unmodified, against the running API: every method on
 * every resource it serves, as plain `<Resource>`s would call them.
 */
describe('a stock react-admin app (ra-data-simple-rest, no custom provider code)', () => {
  let app: NestExpressApplication;
  let admin: TestAdmin;
  let superadmin: TestAdmin;
  let provider: DataProvider;
  let superProvider: DataProvider;
  const sort = { field: 'id', order: 'ASC' as const };
  const page = { page: 1, perPage: 25 };

  const providerFor = (apiUrl: string, who: TestAdmin) =>
    simpleRestProvider(apiUrl, (url, options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: who.bearer } }),
    );

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    const apiUrl = `${await app.getUrl()}/api`.replace('[::1]', '127.0.0.1');
    admin = await createAdmin(app);
    superadmin = await createAdmin(app, AdminRole.SuperAdmin);
    provider = providerFor(apiUrl, admin);
    superProvider = providerFor(apiUrl, superadmin);
  });
  afterAll(() => app.close());

  it('referrals: create, list with the default sort, show, getMany, whole-record update, delete', async () => {
    const created = await provider.create('referrals', {
      data: { name: 'Peter Hansen', email: 'peter@example.dk', phone: '12345678', code: '4321' },
    });
    expect(created.data).toMatchObject({ name: 'Peter Hansen', code: '4321', clientCount: 0 });
    await signUp(app, admin.id, { referal: '4321' });

    const listed = await provider.getList('referrals', { sort, pagination: page, filter: {} });
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ id: created.data.id, clientCount: 1 });

    const one = await provider.getOne('referrals', { id: created.data.id });
    const many = await provider.getMany('referrals', { ids: [created.data.id] });
    expect(many.data).toEqual([one.data]);

    // An <Edit> form sends the whole record back, read-only fields included.
    const updated = await provider.update('referrals', {
      id: created.data.id,
      data: { ...one.data, name: 'Peter H. Hansen' },
      previousData: one.data,
    });
    expect(updated.data).toEqual({ ...one.data, name: 'Peter H. Hansen' });

    const deleted = await provider.delete('referrals', {
      id: created.data.id,
      previousData: updated.data,
    });
    expect(deleted.data).toEqual(updated.data);
    expect(
      (await provider.getList('referrals', { sort, pagination: page, filter: {} })).total,
    ).toBe(0);
  });

  it("clients: list sorted by any column, a referral's customers through getManyReference, the export page", async () => {
    await provider.create('referrals', {
      data: { name: 'Ref', email: 'ref@example.dk', phone: '12345678', code: '1111' },
    });
    const referred = await signUp(app, admin.id, { referal: '1111' });
    await signUp(app, admin.id);

    for (const field of [
      'id',
      'name',
      'email',
      'phone',
      'createdAt',
      'siteCount',
      'referralCode',
    ]) {
      const res = await provider.getList('clients', {
        sort: { field, order: 'DESC' },
        pagination: page,
        filter: {},
      });
      expect(res.data.length).toBeGreaterThanOrEqual(2);
    }
    const ofReferral = await provider.getManyReference('clients', {
      target: 'referralCode',
      id: '1111',
      sort,
      pagination: page,
      filter: {},
    });
    expect(ofReferral.data.map((c) => c.id)).toEqual([referred]);
    expect(ofReferral.total).toBe(1);

    const exported = await provider.getList('clients', {
      sort,
      pagination: { page: 1, perPage: 1000 },
      filter: {},
    });
    expect(exported.data).toHaveLength(exported.total!);
    const one = await provider.getOne('clients', { id: referred });
    expect((await provider.getMany('clients', { ids: [referred] })).data).toEqual([one.data]);
  });

  it('settings: the one record, updated whole as the texts form sends it', async () => {
    const { data } = await provider.getOne('settings', { id: 'me' });
    const texts = { ...data.texts, welcome: { title: 'Velkommen', text: 'Hej' } };
    const updated = await provider.update('settings', {
      id: 'me',
      data: { ...data, texts },
      previousData: data,
    });
    expect(updated.data).toEqual({ ...data, texts });
  });

  it('ratings: list, show, getMany', async () => {
    const res = await fetch(`${await app.getUrl()}/api/ratings`.replace('[::1]', '127.0.0.1'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ admin: admin.id, stars: 5 }),
    });
    const rating = (await res.json()) as { id: string };
    const listed = await provider.getList('ratings', { sort, pagination: page, filter: {} });
    expect(listed.data.map((r) => r.id)).toEqual([rating.id]);
    expect((await provider.getOne('ratings', { id: rating.id })).data).toEqual(listed.data[0]);
    expect((await provider.getMany('ratings', { ids: [rating.id] })).data).toEqual(listed.data);
  });

  it("bet-plans: create with the client in the body, list a client's plans by reference, show", async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Unibet'] });
    const created = await provider.create('bet-plans', {
      data: { clientId, odds: [{ site: 'Bet365', home: '2,1', draw: 3.4, away: 3.6 }] },
    });
    expect(created.data).toMatchObject({ clientId, totalStake: expect.any(Number) });
    const ofClient = await provider.getManyReference('bet-plans', {
      target: 'clientId',
      id: clientId,
      sort,
      pagination: page,
      filter: {},
    });
    expect(ofClient.data).toEqual([created.data]);
    expect((await provider.getOne('bet-plans', { id: created.data.id })).data).toEqual(
      created.data,
    );
  });

  it('admins (super-admin): create, list, show, getMany, delete', async () => {
    const created = await superProvider.create('admins', {
      data: { email: 'ny-admin@arbi.test', password: 'en helt anden lang hestesætning' },
    });
    expect(created.data).toMatchObject({ email: 'ny-admin@arbi.test', role: 'admin' });
    const listed = await superProvider.getList('admins', {
      sort,
      pagination: page,
      filter: { q: 'ny-admin' },
    });
    expect(listed.data.map((a) => a.id)).toEqual([created.data.id]);
    expect((await superProvider.getMany('admins', { ids: [created.data.id] })).data).toEqual(
      listed.data,
    );
    expect((await superProvider.delete('admins', { id: created.data.id })).data).toEqual(
      created.data,
    );
  });

  it('reports what the API refuses as errors the form can show per field', async () => {
    const { data } = await provider.getOne('settings', { id: 'me' });
    await expect(
      provider.update('settings', {
        id: 'me',
        data: { ...data, adminId: 'someone-else' },
        previousData: data,
      }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { adminId: expect.any(String) } } });
    await expect(
      provider.getList('clients', {
        sort: { field: 'passwordHash', order: 'ASC' },
        pagination: page,
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      provider.getList('clients', { sort, pagination: page, filter: { ownerId: admin.id } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { 'filter.ownerId': expect.any(String) } },
    });
    // `adminId` is the owner's way to a recruiter's list (§20); a recruiter's names only their own.
    await expect(
      provider.getList('clients', { sort, pagination: page, filter: { adminId: 1 } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { 'filter.adminId': expect.any(String) } },
    });
  });
});
