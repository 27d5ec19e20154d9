import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../admins/admin.entity.js';
import { BaseEntity } from '../database/base.entity.js';
import type { PendingStep } from '../common/current-admin.decorator.js';

@Entity({ tableName: 'sessions' })
export class Session extends BaseEntity {
  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  @Index()
  admin!: Admin;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  /** Brought forward at most once a minute while the session is used (SESSION_IDLE_MINUTES). */
  @Property({ type: 'timestamptz' })
  lastSeenAt: Date & Opt = new Date();

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'text', nullable: true })
  pendingStep?: PendingStep | null;
}
