import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Client } from './client.entity.js';
import { OwnedEntity } from '../database/owned.entity.js';

export const EVENT_TYPES = [
  'signed_up',
  'signed_up_again',
  'status_changed',
  'note_added',
  'bet_planned',
  'bet_placed',
  'site_progress',
  'contact_corrected',
  'archived',
  'customer_ticked',
  'customer_unticked',
  'payment',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

@Entity({ tableName: 'client_events' })
export class ClientEvent extends OwnedEntity {
  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client!: Client;

  @Property({ type: 'text' })
  type!: EventType;

  @Property({ type: 'json' })
  data: Record<string, unknown> & Opt = {};
}
