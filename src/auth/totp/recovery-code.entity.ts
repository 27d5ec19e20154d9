import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../../admins/admin.entity.js';
import { BaseEntity } from '../../database/base.entity.js';

@Entity({ tableName: 'recovery_codes' })
export class RecoveryCode extends BaseEntity {
  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  admin!: Admin;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
