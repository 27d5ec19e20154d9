import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createAdmin, signupBody, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('a repeat signup on the customer timeline', () => {
  let app: NestExpressApplication;
  let admin: TestAdmin;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('writes signed_up_again, with no personal data in the event', async () => {
    const http = request(app.getHttpServer());
    const first = signupBody(admin.id);
    const created = await http.post('/api/start').send(first).expect(201);
    const again = signupBody(admin.id, { email: first.email, name: 'Anna Nyt Navn' });
    await http.post('/api/start').send(again).expect(201);

    const card = await http
      .get(`/api/clients/${created.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(card.body.name).toBe(first.name);
    expect(card.body.pendingSignup).toMatchObject({ name: 'Anna Nyt Navn' });

    const events = await http
      .get(`/api/clients/${created.body.id}/events`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(events.body.map((event: { type: string }) => event.type)).toEqual([
      'signed_up_again',
      'signed_up',
    ]);
    expect(events.body[0].data).toEqual({});
  });
});
