import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * How many visits reached each funnel step, per admin, Copenhagen day and link tag: nothing about
 * who. Written by an upsert in `FunnelRepository`; mapped here so the schema test covers it.
 */
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
