import { ApiProperty } from '@nestjs/swagger';
import type { NotificationDelivery } from './delivery.entity.js';

export class DeliveryRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['client.created', 'test'] }) event!: string;
  @ApiProperty({ enum: ['email', 'webhook'] }) channel!: string;
  @ApiProperty({ enum: ['pending', 'sent', 'failed'] }) status!: string;
  @ApiProperty({ description: 'attempts made so far' }) attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export const toDeliveryRecord = (delivery: NotificationDelivery): DeliveryRecord => ({
  id: delivery.id,
  event: delivery.event,
  channel: delivery.channel,
  status: delivery.status,
  attempts: delivery.attempts,
  lastError: delivery.lastError ?? null,
  createdAt: delivery.createdAt.toISOString(),
});
