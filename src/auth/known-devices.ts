import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, randomUUID } from 'node:crypto';
import type { GuessSource } from './account-throttle.js';
import { addressOf } from './guess-source.js';
import { AuthCookies, DEVICE_COOKIE, readCookie } from './session-cookie.js';
import { SignedTokens } from './signed-tokens.js';

const DEVICE_DAYS = 180;

interface DeviceClaim {
  /** The account it signed in to, hashed (the cookie never holds the email). */
  acc: string;
  dev: string;
}

const accountHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** OWASP's device cookie: a stranger's guessing cannot lock the owner out on a device they used before. */
@Injectable()
export class KnownDevices {
  constructor(
    private readonly tokens: SignedTokens,
    private readonly cookies: AuthCookies,
  ) {}

  async sourceOf(req: Request, email: string): Promise<GuessSource> {
    const claim = await this.tokens.verify<DeviceClaim>('device', readCookie(req, DEVICE_COOKIE));
    if (claim && claim.acc === accountHash(email) && typeof claim.dev === 'string')
      return { device: claim.dev };
    return addressOf(req);
  }

  async remember(req: Request, res: Response, email: string, source: GuessSource): Promise<void> {
    const dev = 'device' in source ? source.device : randomUUID();
    const maxAgeMs = DEVICE_DAYS * 24 * 3600_000;
    const token = await this.tokens.sign(
      'device',
      { acc: accountHash(email), dev },
      maxAgeMs / 1000,
    );
    this.cookies.set(req, res, DEVICE_COOKIE, token, maxAgeMs);
  }
}
