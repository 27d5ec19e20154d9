import { ConflictException, HttpException } from '@nestjs/common';
import { createHmac, hkdfSync } from 'node:crypto';
import { fieldError } from '../common/validation.js';

/**
 * Stripe-style idempotency: the answer is stored with the work in one transaction (`arbi_signup`),
 * so a retry either replays it or finds nothing done; a retry while the first still runs gets 409.
 */
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

/**
 * The body's fingerprint, to tell a retry from another request under the same key: an HMAC under
 * a key derived from the server's secret, so a stored row cannot be matched against a guessed
 * identity (a plain hash of name, email and phone could).
 */
export function requestHasher(secret: string): (body: unknown) => string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'arbi idempotency request hash', 32));
  return (body) => createHmac('sha256', key).update(JSON.stringify(body)).digest('hex');
}

export const keyInFlight = () => new ConflictException('Den samme forespørgsel er allerede i gang');

/** The first answer for a retry with the same body; 422 when the key came with another body. */
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
