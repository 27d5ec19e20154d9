import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';

const TIMEOUT_MS = 1500;

/** Terminus' MikroORM indicator says "down" until the ORM's first query, so a fresh instance looked unhealthy. */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    private readonly orm: MikroORM,
    private readonly health: HealthIndicatorService,
  ) {}

  async check(key: string) {
    const session = this.health.check(key);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
    });
    try {
      await Promise.race([this.orm.em.getConnection().execute('select 1'), timeout]);
      return session.up();
    } catch {
      return session.down({ message: 'the database does not answer' });
    } finally {
      clearTimeout(timer);
    }
  }
}
