import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('visitors rate recruiters; recruiters see their ratings (/api/ratings)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('stores a rating and shows it with the summary, to its admin only', async () => {
    const created = await request(app.getHttpServer())
      .post('/api/ratings')
      .send({ admin: admin.id, stars: 5, comment: 'Super hjælp' })
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/ratings')
      .send({ admin: admin.id, stars: 4 })
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/ratings')
      .send({ admin: other.id, stars: 1 })
      .expect(201);
    const list = await request(app.getHttpServer())
      .get('/api/ratings')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(list.headers['content-range']).toBe('ratings 0-1/2');
    expect(list.body.map((r: { stars: number }) => r.stars)).toEqual([4, 5]);
    const summary = await request(app.getHttpServer())
      .get('/api/ratings/summary')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(summary.body).toEqual({ count: 2, average: 4.5 });
    await request(app.getHttpServer())
      .get(`/api/ratings/${created.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    await request(app.getHttpServer())
      .get(`/api/ratings/${created.body.id}`)
      .set('Authorization', other.bearer)
      .expect(404);
  });

  it('gives an admin without ratings a count of 0 and no average', async () => {
    const fresh = await createAdmin(app);
    const summary = await request(app.getHttpServer())
      .get('/api/ratings/summary')
      .set('Authorization', fresh.bearer)
      .expect(200);
    expect(summary.body).toEqual({ count: 0, average: null });
  });

  it.each([
    ['0 stars', { stars: 0 }],
    ['6 stars', { stars: 6 }],
    ['half stars', { stars: 3.5 }],
    ['a long comment', { stars: 3, comment: 'x'.repeat(1001) }],
  ])('answers 400 for %s and stores nothing', async (_case, body) => {
    const before = await sql(app, 'select count(*)::int as n from ratings');
    await request(app.getHttpServer())
      .post('/api/ratings')
      .send({ admin: admin.id, ...body })
      .expect(400);
    expect(await sql(app, 'select count(*)::int as n from ratings')).toEqual(before);
  });

  it('answers 404 for an unknown admin', async () => {
    await request(app.getHttpServer())
      .post('/api/ratings')
      .send({ admin: 'nobody', stars: 3 })
      .expect(404);
  });
});
