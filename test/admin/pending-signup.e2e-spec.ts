import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  createAdmin,
  createReferral,
  signupBody,
  sql,
  type TestAdmin,
} from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/** PRODUCT.md §3: what a repeat signup brought waits on the card "for the recruiter to review and apply". */
describe('a repeat signup reviewed: applied or dismissed', () => {
  let app: NestExpressApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
    // The codes the signups bring are the admin's referrals' (an unknown one is not kept).
    await createReferral(app, admin, '4321');
    await createReferral(app, admin, '1234');
  });
  afterAll(() => app.close());

  /**
   * A card, and a second signup of the same visitor (same phone) with new name, email and birth
   * date, and `again`'s overrides (by default: one more site, and a referral code).
   */
  async function cardSignedUpAgain(
    firstOverrides: Record<string, unknown> = {},
    againOverrides: Record<string, unknown> = {
      sites: ['Bet365', 'Unibet', 'LeoVegas'],
      referal: '4321',
    },
  ): Promise<{
    id: string;
    first: Record<string, unknown>;
    again: Record<string, unknown>;
  }> {
    const first = signupBody(admin.id, firstOverrides);
    const created = await http().post('/api/start').send(first).expect(201);
    const again = signupBody(admin.id, {
      phone: first.phone,
      age: '1991-05-18',
      ...againOverrides,
    });
    await http().post('/api/start').send(again).expect(201);
    return { id: created.body.id, first, again };
  }

  const events = async (id: string) =>
    (await http().get(`/api/clients/${id}/events`).set('Authorization', admin.bearer).expect(200))
      .body as { type: string; data: Record<string, unknown> }[];

  it('applying makes the new details the card’s, as a contact correction on the timeline and in the audit log', async () => {
    const { id, first, again } = await cardSignedUpAgain();
    const applied = await http()
      .post(`/api/clients/${id}/pending-signup/apply`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(applied.body).toMatchObject({
      id,
      name: again.name,
      email: again.email,
      phone: first.phone,
      birthDate: '1991-05-18',
      sites: ['Unibet', 'Bet365', 'LeoVegas'], // in the admin's order, as every signup stores them
      siteCount: 3,
      referralCode: '4321',
      pendingSignup: null,
    });
    const card = await http()
      .get(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(card.body).toMatchObject({ name: again.name, email: again.email, pendingSignup: null });
    const [latest] = await events(id);
    expect(latest).toMatchObject({
      type: 'contact_corrected',
      data: {
        fields: ['name', 'email', 'birthDate', 'sites', 'referralCode'],
        from: { name: first.name, sites: ['Unibet', 'Bet365'], referralCode: null },
      },
    });
    const audit = await sql(
      app,
      'select action from audit_log where record_id = ? and action = ?',
      [id, 'client.corrected'],
    );
    expect(audit).toHaveLength(1);
  });

  it('keeps the card’s referral code when the repeat signup brought none, and its sites when they are the same', async () => {
    const { id } = await cardSignedUpAgain(
      { referal: '1234' },
      { sites: ['Bet365', 'Unibet'], referal: '' },
    );
    const applied = await http()
      .post(`/api/clients/${id}/pending-signup/apply`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(applied.body).toMatchObject({
      referralCode: '1234',
      sites: ['Unibet', 'Bet365'],
      siteCount: 2,
    });
    const [latest] = await events(id);
    expect(latest.data.fields).toEqual(['name', 'email', 'birthDate']);
  });

  it('dismissing clears what was brought and changes nothing else', async () => {
    const { id, first } = await cardSignedUpAgain();
    const dismissed = await http()
      .delete(`/api/clients/${id}/pending-signup`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(dismissed.body).toMatchObject({
      name: first.name,
      email: first.email,
      birthDate: first.age,
      pendingSignup: null,
    });
    expect(dismissed.body.signedUpAgainAt).not.toBeNull();
    expect((await events(id)).map((event) => event.type)).toEqual(['signed_up_again', 'signed_up']);
  });

  it('refuses to apply when nothing waits, or when the new email is another active card’s', async () => {
    const { id } = await cardSignedUpAgain();
    await http()
      .delete(`/api/clients/${id}/pending-signup`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const nothing = await http()
      .post(`/api/clients/${id}/pending-signup/apply`)
      .set('Authorization', admin.bearer)
      .expect(409);
    expect(nothing.body.message).toBe('Kunden har ingen nye oplysninger fra en ny tilmelding');

    // The repeat signup matches this card by phone (the older card, so the one it lands on); the
    // email it brought belongs to a later card.
    const first = signupBody(admin.id);
    const created = await http().post('/api/start').send(first).expect(201);
    const taken = signupBody(admin.id);
    await http().post('/api/start').send(taken).expect(201);
    await http()
      .post('/api/start')
      .send(signupBody(admin.id, { phone: first.phone, email: taken.email }))
      .expect(201);
    const before = await sql(app, 'select * from clients where id = ?', [created.body.id]);
    const conflict = await http()
      .post(`/api/clients/${created.body.id}/pending-signup/apply`)
      .set('Authorization', admin.bearer)
      .expect(409);
    expect(conflict.body.message).toBe(
      'En anden aktiv kunde har allerede denne email eller dette telefonnummer',
    );
    expect(await sql(app, 'select * from clients where id = ?', [created.body.id])).toEqual(before);
  });

  it('is 409 on an archived card and 404 for another admin, who changes nothing', async () => {
    const { id } = await cardSignedUpAgain();
    const before = await sql(app, 'select * from clients where id = ?', [id]);
    for (const call of [
      http().post(`/api/clients/${id}/pending-signup/apply`),
      http().delete(`/api/clients/${id}/pending-signup`),
    ])
      await call.set('Authorization', other.bearer).expect(404);
    expect(await sql(app, 'select * from clients where id = ?', [id])).toEqual(before);

    await http().post(`/api/clients/${id}/archive`).set('Authorization', admin.bearer).expect(200);
    await http()
      .post(`/api/clients/${id}/pending-signup/apply`)
      .set('Authorization', admin.bearer)
      .expect(409);
    await http()
      .delete(`/api/clients/${id}/pending-signup`)
      .set('Authorization', admin.bearer)
      .expect(409);
  });
});
