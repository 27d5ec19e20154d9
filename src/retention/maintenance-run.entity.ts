import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A scheduled job's claim on a day: the instance that inserts the row runs the job (retention.job.ts). */
@Entity({ tableName: 'maintenance_runs' })
export class MaintenanceRun {
  @PrimaryKey({ type: 'text' })
  job!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'timestamptz' })
  startedAt: Date & Opt = new Date();
}
