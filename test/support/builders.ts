import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { AdminsService } from '../../src/admins/admins.service.js';

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  token: string;
  /** `Authorization` header value for this admin's session. */
  bearer: string;
}

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;

/** A new admin with the default sites and texts, signed in through the real login endpoint. */
export async function createAdmin(
  app: INestApplication,
  role: AdminRole = AdminRole.Admin,
): Promise<TestAdmin> {
  const email = `admin-${unique()}@arbi.test`;
  recordPersonalData(email);
  const password = `correct-horse-${unique()}`;
  const orm = app.get(MikroORM);
  const admin = await RequestContext.create(orm.em, () =>
    app.get(AdminsService).create({ email, password, role }),
  );
  const token = await signIn(app, email, password);
  return { id: admin.id, email, password, token, bearer: `Bearer ${token}` };
}

export async function signIn(
  app: INestApplication,
  email: string,
  password: string,
): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/auth/login')
    .send({ email, password })
    .expect(200);
  return res.body.token;
}

/** Every personal value a test sends, for the check that the server's log holds none of them. */
export const PII_VALUES_FILE = '.test-data/pii-values.txt';
export function recordPersonalData(...values: unknown[]): void {
  const text = values
    .filter((v) => typeof v === 'string' && v.trim().length >= 4)
    .map((v) => String(v).trim());
  if (text.length) appendFileSync(PII_VALUES_FILE, `${text.join('\n')}\n`);
}

/** A valid signup body for `POST /api/start` (the original payload). */
export function signupBody(
  adminId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const id = unique();
  const body = {
    name: `Anna ${id}`,
    email: `anna-${id}@example.dk`,
    phone: `+45${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
    age: '1990-04-17',
    referal: '',
    admin: adminId,
    sites: ['Unibet', 'Bet365'],
    dato: '21-11-2026',
    ...overrides,
  };
  recordPersonalData(body.name, body.email, body.phone, body.age);
  return body;
}

export async function signUp(
  app: INestApplication,
  adminId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/start')
    .send(signupBody(adminId, overrides))
    .expect(201);
  return res.body.id;
}

/** Reads rows straight from the database, to check what was (not) written. */
export async function sql<T = Record<string, unknown>>(
  app: INestApplication,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return app.get(MikroORM).em.fork().execute(query, params) as Promise<T[]>;
}

/** A referral of the admin's with this code (a signup keeps only codes a referral has). */
export async function createReferral(
  app: INestApplication,
  admin: TestAdmin,
  code: string,
  name = 'Henrik Hviid',
): Promise<{ id: string; code: string }> {
  const res = await request(app.getHttpServer())
    .post('/api/referrals')
    .set('Authorization', admin.bearer)
    .send({ name, email: `henvis-${unique()}@example.dk`, phone: '12345678', code })
    .expect(201);
  return res.body;
}
