import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'job_worker_heartbeats' })
export class JobWorkerHeartbeat {
  @PrimaryKey({ type: 'text' })
  workerId!: string;

  @Property({ type: 'timestamptz' })
  seenAt: Date & Opt = new Date();
}
