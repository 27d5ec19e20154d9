import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';

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
}
