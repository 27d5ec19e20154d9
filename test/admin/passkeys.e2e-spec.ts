import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

// A real passkey is made and used by Chromium's virtual authenticator in the browser story
// (recruiterSignsInWithAPasskey); here: the answers to what a browser would never send.
describe('passkeys (/api/auth/passkeys): bad answers are refused in Danish, never a 5xx', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const cookiesOf = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);

  it('gives registration options for the signed-in admin, and refuses a forged credential', async () => {
    const admin = await createAdmin(app);
    const options = await request(app.getHttpServer())
      .post('/api/auth/passkeys/registration/options')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(options.body).toMatchObject({
      challenge: expect.any(String),
      rp: { name: 'Arbi' },
      user: { name: admin.email },
      authenticatorSelection: { residentKey: 'required' },
    });
    const forged = await request(app.getHttpServer())
      .post('/api/auth/passkeys/registration/verify')
      .set('Authorization', admin.bearer)
      .set('Cookie', cookiesOf(options))
      .send({ response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } })
      .expect(400);
    expect(forged.body.errors.response).toMatch(/^Adgangsnøglen kunne ikke bekræftes/);
    const missing = await request(app.getHttpServer())
      .post('/api/auth/passkeys/registration/verify')
      .set('Authorization', admin.bearer)
      .send({})
      .expect(400);
    expect(missing.body.errors.response).toBe('Adgangsnøglen mangler');
    const list = await request(app.getHttpServer())
      .get('/api/auth/passkeys')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(list.body).toEqual([]);
  });

  it('refuses a sign-in without its challenge, or with a key nobody registered', async () => {
    const options = await request(app.getHttpServer())
      .post('/api/auth/passkeys/authentication/options')
      .expect(200);
    expect(options.body.challenge).toEqual(expect.any(String));
    const noChallenge = await request(app.getHttpServer())
      .post('/api/auth/passkeys/authentication/verify')
      .send({ response: { id: 'unknown', rawId: 'unknown', type: 'public-key', response: {} } })
      .expect(401);
    expect(noChallenge.body.message).toMatch(/^Adgangsnøglen/);
    const unknown = await request(app.getHttpServer())
      .post('/api/auth/passkeys/authentication/verify')
      .set('Cookie', cookiesOf(options))
      .send({ response: { id: 'unknown', rawId: 'unknown', type: 'public-key', response: {} } })
      .expect(401);
    expect(unknown.body.message).toMatch(/^Adgangsnøglen kendes ikke/);
    expect(JSON.stringify(unknown.body)).not.toMatch(/token/);
  });
});
