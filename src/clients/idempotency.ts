import { ConflictException, HttpException, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { fieldError } from '../common/validation.js';
import { PgPool } from '../database/pg-pool.js';

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Stripe-style idempotency: the answer is stored in the same transaction as the work, so a retry
 * either replays it or finds nothing done; a retry while the first is still running gets 409.
 */
@Injectable()
export class Idempotency {
  constructor(private readonly db: PgPool) {}

  async run<T>(
    scope: string,
    key: string,
    hash: string,
    work: (client: PoolClient) => Promise<StoredAnswer<T>>,
  ): Promise<StoredAnswer<T>> {
    if (!KEY_PATTERN.test(key)) throw fieldError('Idempotency-Key', 'Idempotency-Key skal være 1-255 synlige tegn');
    return this.db.transaction(async (client) => {
      const { rows: [{ locked }] } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked',
        [`${scope}:${key}`],
      );
      if (!locked) throw new ConflictException('Den samme forespørgsel er allerede i gang');
      const { rows: [stored] } = await client.query<{ request_hash: string; response_status: number; response_body: T }>(
        'select request_hash, response_status, response_body from idempotency_keys where scope = $1 and key = $2',
        [scope, key],
      );
      if (stored) {
        if (stored.request_hash !== hash) {
          throw new HttpException(
            { statusCode: 422, message: 'Idempotency-Key er brugt til en anden forespørgsel', error: 'Unprocessable Entity' },
            422,
          );
        }
        return { status: stored.response_status, body: stored.response_body };
      }
      const answer = await work(client);
      await client.query(
        'insert into idempotency_keys (scope, key, request_hash, response_status, response_body) values ($1, $2, $3, $4, $5)',
        [scope, key, hash, answer.status, JSON.stringify(answer.body)],
      );
      return answer;
    });
  }
}
