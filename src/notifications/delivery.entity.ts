import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { OwnedEntity } from '../database/owned.entity.js';

export type DeliveryEvent = 'client.created' | 'test';
export type DeliveryChannel = 'email' | 'webhook';
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

@Entity({ tableName: 'notification_deliveries' })
@Index({ properties: ['admin', 'createdAt'] })
export class NotificationDelivery extends OwnedEntity {
  /** The new client; null for a test (and once the client is deleted). */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  @Property({ type: 'text' })
  event!: DeliveryEvent;

  @Property({ type: 'text' })
  channel!: DeliveryChannel;

  @Property({ type: 'text' })
  status: DeliveryStatus & Opt = 'pending';

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
