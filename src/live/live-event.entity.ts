import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A change the live stream announces (ids and types only); written by triggers, read for replay. */
@Entity({ tableName: 'live_events' })
export class LiveEvent {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'text' })
  adminId!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'text' })
  recordId!: string;

  @Property({ type: 'string', columnType: 'xid8' })
  tx!: string & Opt;

  @Property({ type: 'string', columnType: 'xid8' })
  horizon!: string & Opt;

  @Property({ type: 'timestamptz' })
  createdAt!: Date & Opt;
}
