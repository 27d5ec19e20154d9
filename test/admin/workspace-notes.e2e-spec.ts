import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import {
  createAdmin,
  recordPersonalData,
  signUp,
  sql,
  type TestAdmin,
} from '../support/builders.js';
import { AdminRole } from '../../src/common/admin-role.js';
import { createTestApp } from '../support/test-app.js';

describe('the workspace: notes, the timeline and archiving', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
  }, 60_000);
  afterAll(() => app.close());

  const note = (id: string, text: unknown, who = admin) =>
    api().post(`/api/clients/${id}/notes`).set('Authorization', who.bearer).send({ text });
  const notes = async (id: string) =>
    (await api().get(`/api/clients/${id}/notes`).set('Authorization', admin.bearer).expect(200))
      .body as { id: string; text: string; createdAt: string }[];
  const events = async (id: string) =>
    (await api().get(`/api/clients/${id}/events`).set('Authorization', admin.bearer).expect(200))
      .body as { id: string; type: string; at: string; data: Record<string, unknown> }[];

  it('adds notes (201 with the record), lists them newest first and logs each on the timeline', async () => {
    const id = await signUp(app, admin.id);
    recordPersonalData('Ringede, vil gerne høre mere', 'Aftalt møde fredag kl 10');
    const first = await note(id, 'Ringede, vil gerne høre mere').expect(201);
    expect(Object.keys(first.body).sort()).toEqual(['clientId', 'createdAt', 'id', 'text']);
    await note(id, 'Aftalt møde fredag kl 10').expect(201);
    expect((await notes(id)).map((n) => n.text)).toEqual([
      'Aftalt møde fredag kl 10',
      'Ringede, vil gerne høre mere',
    ]);
    const timeline = await events(id);
    expect(timeline.map((e) => e.type)).toEqual(['note_added', 'note_added', 'signed_up']);
    expect(timeline[0].data).toMatchObject({ text: 'Aftalt møde fredag kl 10' });
  }, 30_000);

  it('refuses an empty note and one over 2000 characters, in Danish', async () => {
    const id = await signUp(app, admin.id);
    expect((await note(id, '   ').expect(400)).body.errors.text).toBe('Skriv en note');
    expect((await note(id, undefined).expect(400)).body.errors.text).toBe('Skriv en note');
    expect((await note(id, 'x'.repeat(2001)).expect(400)).body.errors.text).toBe(
      'En note må højst være 2000 tegn',
    );
    await note(id, 'x'.repeat(2000)).expect(201);
  }, 30_000);

  it('deletes a note (answering it) and 404s a note of another client or admin', async () => {
    const id = await signUp(app, admin.id);
    const otherClient = await signUp(app, admin.id);
    const { body } = await note(id, 'Slettes').expect(201);
    await api()
      .delete(`/api/clients/${otherClient}/notes/${body.id}`)
      .set('Authorization', admin.bearer)
      .expect(404);
    await api()
      .delete(`/api/clients/${id}/notes/${body.id}`)
      .set('Authorization', other.bearer)
      .expect(404);
    const res = await api()
      .delete(`/api/clients/${id}/notes/${body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(res.body).toMatchObject({ id: body.id, text: 'Slettes' });
    expect(await notes(id)).toEqual([]);
  }, 30_000);

  it("hides another admin's notes and timeline (404) and lets nobody write to them", async () => {
    const id = await signUp(app, admin.id);
    await api().get(`/api/clients/${id}/notes`).set('Authorization', other.bearer).expect(404);
    await api().get(`/api/clients/${id}/events`).set('Authorization', other.bearer).expect(404);
    await note(id, 'Fremmed', other).expect(404);
    expect(await notes(id)).toEqual([]);
  }, 30_000);

  it('archiving deletes the notes, blanks personal data in the events and writes `archived`', async () => {
    const id = await signUp(app, admin.id);
    recordPersonalData('Hemmelig note om kunden', 'Nyt Navn Efternavn');
    await note(id, 'Hemmelig note om kunden').expect(201);
    await api()
      .put(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .send({
        name: 'Nyt Navn Efternavn',
        status: 'contacted',
        nextContactAt: '2030-01-01T10:00:00Z',
      })
      .expect(200);
    const [{ name: oldName }] = await sql<{ name: string }>(
      app,
      "select data->'from'->>'name' as name from client_events where client_id = ? and type = 'contact_corrected'",
      [id],
    );
    expect(oldName).toMatch(/^Anna /);
    const archived = await api()
      .post(`/api/clients/${id}/archive`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(archived.body.nextContactAt).toBeNull();
    expect(await sql(app, 'select * from client_notes where client_id = ?', [id])).toEqual([]);
    const stored = JSON.stringify(
      await sql(app, 'select type, data from client_events where client_id = ?', [id]),
    );
    for (const secret of ['Hemmelig', oldName, 'Nyt Navn']) expect(stored).not.toContain(secret);
    const timeline = await events(id);
    expect(timeline[0].type).toBe('archived');
    expect(timeline.find((e) => e.type === 'status_changed')?.data).toEqual({
      from: 'new',
      to: 'contacted',
    });
    expect(timeline.find((e) => e.type === 'contact_corrected')?.data).toEqual({
      fields: ['name'],
    });
    await note(id, 'Efter arkivering').expect(409);
  }, 30_000);

  it('writes bet_planned with the minimum return when a plan is made', async () => {
    const id = await signUp(app, admin.id, { sites: ['Bet365'] });
    const plan = await api()
      .post(`/api/clients/${id}/bet-plans`)
      .set('Authorization', admin.bearer)
      .send({ odds: [{ site: 'Unibet', home: 2, draw: 3.5, away: 4 }] })
      .expect(201);
    const [planned] = await events(id);
    expect(planned).toMatchObject({
      type: 'bet_planned',
      data: { betPlanId: plan.body.id, minReturn: plan.body.minReturn },
    });
    const client = (
      await api().get(`/api/clients/${id}`).set('Authorization', admin.bearer).expect(200)
    ).body;
    expect(client.lastActivityAt).toBe(planned.at);
  }, 30_000);

  describe("as flat resources (react-admin's stock provider)", () => {
    const list = (resource: string, filter: object, who = admin, range = '[0,24]') =>
      api()
        .get(`/api/${resource}`)
        .query({ filter: JSON.stringify(filter), range })
        .set('Authorization', who.bearer);

    it("lists a customer's notes by filter.clientId with Content-Range, and creates and deletes them", async () => {
      const id = await signUp(app, admin.id);
      const neighbour = await signUp(app, admin.id);
      recordPersonalData('Flad note', 'Anden note', 'Naboens note');
      const created = await api()
        .post('/api/notes')
        .set('Authorization', admin.bearer)
        .send({ clientId: id, text: 'Flad note' })
        .expect(201);
      expect(created.body).toMatchObject({ clientId: id, text: 'Flad note' });
      await note(id, 'Anden note').expect(201);
      await note(neighbour, 'Naboens note').expect(201);
      const page = await list('notes', { clientId: id }).expect(200);
      expect(page.body.map((n: { text: string }) => n.text)).toEqual(['Anden note', 'Flad note']);
      expect(page.headers['content-range']).toBe('notes 0-1/2');
      expect(page.body).toEqual(await notes(id).then((rows) => rows));
      const second = await list('notes', { clientId: id }, admin, '[1,1]').expect(200);
      expect(second.headers['content-range']).toBe('notes 1-1/2');
      await api()
        .get(`/api/notes/${created.body.id}`)
        .set('Authorization', admin.bearer)
        .expect(200, created.body);
      await api()
        .delete(`/api/notes/${created.body.id}`)
        .set('Authorization', other.bearer)
        .expect(404);
      await api()
        .delete(`/api/notes/${created.body.id}`)
        .set('Authorization', admin.bearer)
        .expect(200);
      expect((await notes(id)).map((n) => n.text)).toEqual(['Anden note']);
      const timeline = await list('events', { clientId: id }).expect(200);
      expect(timeline.body).toEqual(await events(id));
      expect(timeline.headers['content-range']).toBe(`events 0-2/3`);
      const typed = await list('events', { clientId: id, type: 'signed_up' }).expect(200);
      expect(typed.body.map((e: { type: string }) => e.type)).toEqual(['signed_up']);
    }, 30_000);

    it('gives another admin nothing of a customer that is not theirs: 404 by clientId, an empty list otherwise', async () => {
      const id = await signUp(app, admin.id);
      recordPersonalData('Ikke din');
      const { body } = await note(id, 'Ikke din').expect(201);
      for (const resource of ['notes', 'events']) {
        const res = await list(resource, { clientId: id }, other).expect(404);
        expect(JSON.stringify(res.body)).not.toContain('Ikke din');
        const all = await list(resource, {}, other).expect(200);
        expect(JSON.stringify(all.body)).not.toContain(id);
        const byId = await list(resource, { id: body.id }, other).expect(200);
        expect(byId.body).toEqual([]);
      }
      await api().get(`/api/notes/${body.id}`).set('Authorization', other.bearer).expect(404);
      await api()
        .post('/api/notes')
        .set('Authorization', other.bearer)
        .send({ clientId: id, text: 'Fremmed' })
        .expect(404);
      expect((await notes(id)).map((n) => n.text)).toEqual(['Ikke din']);
      const bad = await list('notes', { clientId: 5 }).expect(400);
      expect(bad.body.errors['filter.clientId']).toBe('clientId skal være en kundes id');
    }, 30_000);

    it("lets the bureau's owner read a recruiter's customer's notes and timeline, never write them", async () => {
      const owner = await createAdmin(app, AdminRole.SuperAdmin);
      const id = await signUp(app, admin.id);
      recordPersonalData('Ejeren læser med');
      const { body } = await note(id, 'Ejeren læser med').expect(201);
      const read = await list('notes', { clientId: id }, owner).expect(200);
      expect(read.body).toEqual(await notes(id));
      expect(read.headers['content-range']).toBe('notes 0-0/1');
      const timeline = await list('events', { clientId: id }, owner).expect(200);
      expect(timeline.body).toEqual(await events(id));
      await api()
        .post('/api/notes')
        .set('Authorization', owner.bearer)
        .send({ clientId: id, text: 'Ejerens note' })
        .expect(403);
      await api().delete(`/api/notes/${body.id}`).set('Authorization', owner.bearer).expect(403);
      expect(await notes(id)).toHaveLength(1);
      // Without naming the customer, the owner's list is the owner's own.
      expect((await list('notes', {}, owner).expect(200)).body).toEqual([]);
    }, 30_000);
  });
});
