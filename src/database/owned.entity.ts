import { ManyToOne } from '@mikro-orm/decorators/legacy';
// eslint-disable-next-line import-x/no-restricted-paths -- the tenant of every owned row is an admin
import { Admin } from '../admins/admin.entity.js';
import { BaseEntity } from './base.entity.js';

export abstract class OwnedEntity extends BaseEntity {
  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  admin!: Admin;
}
