import { type Opt } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../../admins/admin.entity.js';

@Entity({ tableName: 'totp_secrets' })
export class TotpSecret {
  @OneToOne(() => Admin, { primary: true, deleteRule: 'cascade', owner: true })
  admin!: Admin;

  @Property({ type: 'text', hidden: true })
  secret!: string;

  @Property({ type: 'timestamptz', nullable: true })
  enabledAt?: Date | null;

  /** The last time step a code was accepted for: a code is used once (RFC 6238 §5.2). */
  @Property({ type: 'bigint', nullable: true })
  lastStep?: number | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
