import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

export interface AuditFact {
  adminId: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  at: Date;
}

const MAX_BATCH = 500;

/** Off the request's path: a tick's facts go out in one multi-row INSERT, so no list page waits on it. */
@Injectable()
export class AuditWriter implements OnApplicationShutdown {
  private readonly logger = new Logger('Audit');
  private pending: AuditFact[] = [];
  private writing: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(private readonly orm: MikroORM) {}

  note(fact: AuditFact): void {
    this.pending.push(fact);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  flush(): Promise<void> {
    const batch = this.pending.splice(0);
    this.writing = this.writing.then(async () => {
      for (let i = 0; i < batch.length; i += MAX_BATCH) {
        await this.insert(batch.slice(i, i + MAX_BATCH));
      }
    });
    return this.writing;
  }

  private async insert(facts: AuditFact[]): Promise<void> {
    try {
      await this.orm.em.getConnection().execute(
        `insert into "audit_log" ("admin_id", "action", "resource", "record_id", "at") values ${facts
          .map(() => '(?, ?, ?, ?, ?)')
          .join(', ')}`,
        facts.flatMap((f) => [f.adminId, f.action, f.resource, f.recordId, f.at]),
      );
    } catch (error) {
      // The action already happened; losing its audit line is logged, never turned into a failure.
      this.logger.error(
        { event: 'audit_write_failed', entries: facts.length, error: String(error) },
        'audit write failed',
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }
}
