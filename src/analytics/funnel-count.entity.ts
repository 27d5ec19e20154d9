import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Nothing about who; written by an upsert in `FunnelRepository`, mapped for the schema test. */
@Entity({ tableName: 'funnel_counts' })
export class FunnelCount {
  @PrimaryKey({ type: 'text' })
  adminId!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  /** '' for an untagged visit (the API shows null). */
  @PrimaryKey({ type: 'text' })
  source!: string;

  @Property({ type: 'integer' })
  welcome: number & Opt = 0;

  @Property({ type: 'integer' })
  sites: number & Opt = 0;

  @Property({ type: 'integer' })
  form: number & Opt = 0;

  @Property({ type: 'integer' })
  submitted: number & Opt = 0;
}
