import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

/** What a short token is for; each is signed with its own key, so none passes for another. */
export type TokenPurpose = 'device' | 'mfa' | 'webauthn';

/** Keys derived from JWT_SECRET per purpose, so none is ever accepted as a session token. */
@Injectable()
export class SignedTokens {
  private readonly keys = new Map<TokenPurpose, string>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(purpose: TokenPurpose, payload: object, expiresInSeconds: number): Promise<string> {
    return this.jwt.signAsync(
      { ...payload, purpose },
      {
        secret: this.key(purpose),
        expiresIn: expiresInSeconds,
      },
    );
  }

  async verify<T extends object>(purpose: TokenPurpose, token: unknown): Promise<T | undefined> {
    if (typeof token !== 'string' || !token) return undefined;
    try {
      const payload = await this.jwt.verifyAsync<T & { purpose?: string }>(token, {
        secret: this.key(purpose),
        algorithms: ['HS256'],
      });
      return payload.purpose === purpose ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  private key(purpose: TokenPurpose): string {
    let key = this.keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', this.config.jwtSecret)
        .update(`arbi-${purpose}`)
        .digest('base64url');
      this.keys.set(purpose, key);
    }
    return key;
  }
}
