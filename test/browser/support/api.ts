import { type APIRequestContext, request } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const SUPERADMIN = { email: 'super@arbi.test', password: 'super-secret-password-1' };
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  /** An API client signed in as this admin (bearer token). */
  api: APIRequestContext;
}

async function signIn(email: string, password: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const response = await anonymous.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`login failed for ${email}: ${response.status()}`);
  const { token } = await response.json();
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

export const signInAsSuperadmin = () => signIn(SUPERADMIN.email, SUPERADMIN.password);

/** A fresh recruiter with the default sites and texts, so every spec starts from a clean slate. */
export async function createAdmin(): Promise<TestAdmin> {
  const superadmin = await signInAsSuperadmin();
  const email = `recruiter-${randomUUID().slice(0, 8)}@arbi.test`;
  const password = `password-${randomUUID()}`;
  const response = await superadmin.post('/api/admins', { data: { email, password } });
  if (!response.ok())
    throw new Error(`could not create an admin: ${response.status()} ${await response.text()}`);
  const { id } = await response.json();
  await superadmin.dispose();
  return { id, email, password, api: await signIn(email, password) };
}

/** A visitor's signup through the public API (for specs that need customers to exist). */
export async function signUpVisitor(
  adminId: string,
  fields: Partial<Record<string, unknown>> = {},
): Promise<string> {
  const anonymous = await request.newContext({ baseURL });
  const suffix = randomUUID().slice(0, 8);
  const response = await anonymous.post('/api/start', {
    data: {
      name: `Kunde ${suffix}`,
      email: `kunde-${suffix}@example.dk`,
      phone: `+45${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
      age: '1990-04-17',
      referal: '',
      admin: adminId,
      sites: 'clean',
      dato: new Date().toISOString(),
      ...fields,
    },
  });
  if (response.status() !== 201)
    throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const { id } = await response.json();
  await anonymous.dispose();
  return id;
}
