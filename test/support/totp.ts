import { expect } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import type { TestAdmin } from './builders.js';

/** What an authenticator app shows for the set-up's URL, now or `steps` periods away. */
export function codeFor(otpauthUrl: string, steps = 0): string {
  const secret = new URL(otpauthUrl).searchParams.get('secret');
  if (!secret) throw new Error('no secret in the otpauth URL');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Turns two-factor on for the admin, checking a wrong first code is refused: the URL and the recovery codes. */
export async function turnOnTwoFactor(
  app: INestApplication,
  admin: TestAdmin,
): Promise<{ url: string; recoveryCodes: string[] }> {
  const api = () => request(app.getHttpServer());
  const setup = await api()
    .post('/api/auth/totp/setup')
    .set('Authorization', admin.bearer)
    .expect(200);
  expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
  const url: string = setup.body.otpauthUrl;
  const wrong = await api()
    .post('/api/auth/totp/enable')
    .set('Authorization', admin.bearer)
    .send({ code: codeFor(url) === '000000' ? '111111' : '000000' })
    .expect(400);
  expect(wrong.body.errors.code).toBe('Koden er forkert eller allerede brugt');
  const enabled = await api()
    .post('/api/auth/totp/enable')
    .set('Authorization', admin.bearer)
    .send({ code: codeFor(url) })
    .expect(200);
  return { url, recoveryCodes: enabled.body.recoveryCodes };
}
