import { ConflictException, HttpException } from '@nestjs/common';
import { createHash } from 'node:crypto';
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

export const requestHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

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
