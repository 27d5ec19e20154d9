import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { AuditWriter, RETENTION_ARCHIVED } from '../audit/index.js';
import { ClientsService } from '../clients/clients.service.js';
import { IDEMPOTENCY_HOURS } from '../clients/idempotency.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

export interface RetentionResult {
  archived: number;
  deliveriesDeleted: number;
  storedAnswersDeleted: number;
}

const DELIVERY_LOG_DAYS = 30;

const monthsBefore = (now: Date, months: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
};

/** The "now" is a parameter for the tests; logged and audited with ids and counts only. */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');
  private activityColumn?: string;

  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly audit: AuditWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(now: Date): Promise<RetentionResult> {
    const archived = await this.archiveStale(now);
    const deliveriesDeleted = await this.deleteOldDeliveryLogs(now);
    const storedAnswersDeleted = await this.deleteExpiredStoredAnswers(now);
    this.logger.log(
      {
        event: 'retention_ran',
        archived,
        deliveriesDeleted,
        storedAnswersDeleted,
        months: this.config.retentionMonths,
      },
      'retention ran',
    );
    return { archived, deliveriesDeleted, storedAnswersDeleted };
  }

  /** Signup answers kept for retries (`Idempotency-Key`) are replayed for a day, then deleted. */
  private async deleteExpiredStoredAnswers(now: Date): Promise<number> {
    const deleted = await this.em.execute<{ key: string }[]>(
      `delete from "idempotency_keys" where "created_at" < ? returning "key"`,
      [new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000)],
    );
    return deleted.length;
  }

  private async archiveStale(now: Date): Promise<number> {
    const column = await this.lastActivityColumn();
    const stale = await this.em.execute<{ id: string; admin_id: string }[]>(
      `select "id", "admin_id" from "clients"
        where "archived_at" is null and "${column}" < ?
        order by "${column}"`,
      [monthsBefore(now, this.config.retentionMonths)],
    );
    let archived = 0;
    for (const client of stale) {
      try {
        await this.clients.archive(client.admin_id, client.id);
        archived++;
        this.audit.note({
          adminId: null,
          action: RETENTION_ARCHIVED,
          resource: 'clients',
          recordId: client.id,
          at: now,
        });
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error; // archived meanwhile by its admin
      }
    }
    return archived;
  }

  /** Issue 18's delivery log (`notification_deliveries`), once it is there; nothing before. */
  private async deleteOldDeliveryLogs(now: Date): Promise<number> {
    const [{ table }] = await this.em.execute<{ table: string | null }[]>(
      `select to_regclass('notification_deliveries')::text as "table"`,
    );
    if (!table) return 0;
    const cutoff = new Date(now.getTime() - DELIVERY_LOG_DAYS * 24 * 3_600_000);
    const deleted = await this.em.execute<{ id: string }[]>(
      `delete from "notification_deliveries" where "created_at" < ? and "status" <> 'pending' returning "id"`,
      [cutoff],
    );
    return deleted.length;
  }

  private async lastActivityColumn(): Promise<string> {
    if (!this.activityColumn) {
      const rows = await this.em.execute(
        `select 1 from information_schema.columns
          where table_schema = current_schema() and table_name = 'clients' and column_name = 'last_activity_at'`,
      );
      this.activityColumn = rows.length ? 'last_activity_at' : 'created_at';
    }
    return this.activityColumn;
  }
}
