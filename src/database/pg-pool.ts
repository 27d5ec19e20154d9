import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

/**
 * The pg pool under MikroORM, for the signup hot path: there the ORM's per-query work (entity
 * hydration, unit of work, query builder) cost more than the database itself under load.
 */
@Injectable()
export class PgPool {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  pool(): Promise<Pool> {
    return this.orm.em.getConnection().getNativeClient();
  }

  /**
   * The query as a named (prepared) statement, planned once per connection; unnamed when
   * DATABASE_DIRECT_URL says DATABASE_URL goes through a pooler in transaction mode, where a server
   * connection's prepared statements belong to whichever client used it before.
   */
  statement<Query extends { name: string; text: string }>(query: Query): Query | { text: string } {
    return this.config.databaseDirectUrl ? { text: query.text } : query;
  }
}
