import { type Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/** Rows named by a random UUID (never guessable from another admin's ids), stamped when created. */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
