import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { PaymentKind, PaymentMethod } from '../../rules/settlement.js';
import { Client } from '../clients/client.entity.js';
import { OwnedEntity } from '../database/owned.entity.js';

/** Insert-only (the database refuses updates and deletes); a mistake is undone by an entry that `reverses` it. */
@Entity({ tableName: 'client_payments' })
export class ClientPayment extends OwnedEntity {
  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client!: Client;

  @Property({ type: 'text' })
  kind!: PaymentKind;

  /** Whole kr, > 0; a reversal has the same amount as the entry it cancels. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text' })
  method!: PaymentMethod;

  /** When the money moved (the recruiter's date); `createdAt` is when it was recorded. */
  @Property({ type: 'timestamptz' })
  at!: Date;

  @Property({ type: 'text', nullable: true })
  reference?: string | null;

  @Property({ type: 'uuid', nullable: true })
  reverses?: string | null;
}
