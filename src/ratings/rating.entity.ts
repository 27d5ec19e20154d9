import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../admins/admin.entity.js';
import { BaseEntity } from '../database/base.entity.js';

@Entity({ tableName: 'ratings' })
@Index({ properties: ['admin', 'createdAt'] })
export class Rating extends BaseEntity {
  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  admin!: Admin;

  @Property({ type: 'smallint' })
  stars!: number;

  @Property({ type: 'text', nullable: true })
  comment?: string | null;
}
