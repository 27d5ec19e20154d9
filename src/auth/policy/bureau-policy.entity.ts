import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'bureau_policy' })
export class BureauPolicy {
  @PrimaryKey({ type: 'smallint' })
  id: number & Opt = 1;

  @Property({ type: 'boolean' })
  requireTwoFactor: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
