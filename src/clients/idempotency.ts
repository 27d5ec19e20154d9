import { ConflictException, HttpException } from '@nestjs/common';
import { createHmac, hkdfSync } from 'node:crypto';
import { fieldError } from '../common/validation.js';

/** Stored with the work in one transaction, so a retry replays it or finds nothing done; 409 while running. */
export interface StoredAnswer<T> {
  status: number;
  body: T;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function checkIdempotencyKey(key: string): void {
  if (!KEY_PATTERN.test(key))
    throw fieldError('Idempotency-Key', 'Idempotency-Key skal være 1-255 synlige tegn');
}

/** How long a stored answer is replayed (Stripe's 24 h); the retention job deletes older ones. */
export const IDEMPOTENCY_HOURS = 24;

/** An HMAC, so a stored row cannot be matched against a guessed identity as a plain hash could. */
export function requestHasher(secret: string): (body: unknown) => string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'arbi idempotency request hash', 32));
  return (body) => createHmac('sha256', key).update(JSON.stringify(body)).digest('hex');
}

export const keyInFlight = () => new ConflictException('Den samme forespørgsel er allerede i gang');

export function replay<T>(
  stored: StoredAnswer<T> & { requestHash: string },
  hash: string,
): StoredAnswer<T> {
  if (stored.requestHash !== hash) {
    throw new HttpException(
      {
        statusCode: 422,
        message: 'Idempotency-Key er brugt til en anden forespørgsel',
        error: 'Unprocessable Entity',
      },
      422,
    );
  }
  return { status: stored.status, body: stored.body };
}
