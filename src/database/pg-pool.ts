import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

/** For the signup hot path, where the ORM's per-query work outweighed the database (bench/NOTES-code-history.md). */
@Injectable()
export class PgPool {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  pool(): Promise<Pool> {
    return this.orm.em.getConnection().getNativeClient();
  }

  /** Unnamed behind a transaction-mode pooler, where a connection's prepared statements belong to another client. */
  statement<Query extends { name: string; text: string }>(query: Query): Query | { text: string } {
    return this.config.databaseDirectUrl ? { text: query.text } : query;
  }
}
