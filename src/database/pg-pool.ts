import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';

/**
 * The pg pool under MikroORM, for the signup hot path: there the ORM's per-query work (entity
 * hydration, unit of work, query builder) cost more than the database itself under load.
 */
@Injectable()
export class PgPool {
  constructor(private readonly orm: MikroORM) {}

  pool(): Promise<Pool> {
    return this.orm.em.getConnection().getNativeClient();
  }

  async query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await (await this.pool()).query<T>(sql, params)).rows;
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await (await this.pool()).connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
