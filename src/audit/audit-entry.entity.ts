import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Who did what to which record, when: never the personal data itself (only ids and action names). */
@Entity({ tableName: 'audit_log' })
export class AuditEntry {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'text', nullable: true })
  adminId!: string | null;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text' })
  resource!: string;

  @Property({ type: 'text', nullable: true })
  recordId!: string | null;

  @Property({ type: 'timestamptz' })
  at: Date & Opt = new Date();
}
