import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Client } from '../clients/client.entity.js';
import { OwnedEntity } from '../database/owned.entity.js';

@Entity({ tableName: 'client_notes' })
export class ClientNote extends OwnedEntity {
  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client!: Client;

  @Property({ type: 'text' })
  text!: string;
}
