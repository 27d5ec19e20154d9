import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Written by `arbi_signup` with the signup itself; mapped here so the schema test covers it. */
@Entity({ tableName: 'idempotency_keys' })
export class IdempotencyKey {
  @PrimaryKey({ type: 'text' })
  scope!: string;

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'text' })
  requestHash!: string;

  @Property({ type: 'integer' })
  responseStatus!: number;

  @Property({ type: 'json' })
  responseBody!: unknown;

  /** The customer the signup made or matched: the row is erased with them. */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
