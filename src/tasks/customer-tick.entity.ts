import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Client } from '../clients/client.entity.js';
import { OwnedEntity } from '../database/owned.entity.js';

@Entity({ tableName: 'customer_ticks' })
@Unique({ properties: ['client', 'site', 'step'] })
export class CustomerTick extends OwnedEntity {
  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client!: Client;

  @Property({ type: 'text' })
  site!: string;

  @Property({ type: 'text' })
  step!: string;

  @Property({ type: 'text' })
  fromState!: string;

  @Property({ type: 'integer' })
  fromDeposit!: number;

  @Property({ type: 'integer' })
  fromWithdrawn!: number;
}
