import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../admins/admin.entity.js';
import { BaseEntity } from '../database/base.entity.js';

/** A one-time password link: only the token's hash is kept, so the table opens no account. */
@Entity({ tableName: 'password_resets' })
export class PasswordReset extends BaseEntity {
  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  @Index()
  admin!: Admin;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'boolean' })
  byOwner: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
