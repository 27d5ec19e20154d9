import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Admin } from '../admins/admin.entity.js';

@Entity({ tableName: 'ratings' })
@Index({ properties: ['admin', 'createdAt'] })
export class Rating {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  admin!: Admin;

  @Property({ type: 'smallint' })
  stars!: number;

  @Property({ type: 'text', nullable: true })
  comment?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
