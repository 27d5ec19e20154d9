import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, HttpException, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { fieldError } from '../common/validation.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Stripe-style idempotency: the answer is stored in the same transaction as the work, so a retry
 * either replays it or finds nothing done; a retry while the first is running gets 409.
 */
@Injectable()
export class Idempotency {
  async run<T>(
    em: EntityManager,
    scope: string,
    key: string,
    hash: string,
    work: (em: EntityManager) => Promise<StoredAnswer<T>>,
  ): Promise<StoredAnswer<T>> {
    if (!KEY_PATTERN.test(key)) throw fieldError('Idempotency-Key', 'Idempotency-Key skal være 1-255 synlige tegn');
    return em.transactional(async (tx) => {
      const [{ locked }] = await tx.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as locked',
        [`${scope}:${key}`],
      );
      if (!locked) throw new ConflictException('Den samme forespørgsel er allerede i gang');
      const stored = await tx.findOne(IdempotencyKey, { scope, key });
      if (stored) {
        if (stored.requestHash !== hash) {
          throw new HttpException(
            { statusCode: 422, message: 'Idempotency-Key er brugt til en anden forespørgsel', error: 'Unprocessable Entity' },
            422,
          );
        }
        return { status: stored.responseStatus, body: stored.responseBody as T };
      }
      const answer = await work(tx);
      tx.create(IdempotencyKey, { scope, key, requestHash: hash, responseStatus: answer.status, responseBody: answer.body });
      return answer;
    });
  }
}
