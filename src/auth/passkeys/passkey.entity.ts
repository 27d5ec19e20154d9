import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../../admins/admin.entity.js';
import { BaseEntity } from '../../database/base.entity.js';

@Entity({ tableName: 'passkeys' })
export class Passkey extends BaseEntity {
  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  @Index()
  admin!: Admin;

  @Property({ type: 'text', unique: true })
  credentialId!: string;

  @Property({ type: 'bytea', hidden: true })
  publicKey!: Buffer;

  @Property({ type: 'bigint' })
  counter: number & Opt = 0;

  @Property({ type: 'json' })
  transports: string[] & Opt = [];

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;
}
