import { ApiProperty } from '@nestjs/swagger';
import type { AuditEntry } from './audit-entry.entity.js';

export class AuditRecord {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the admin who acted' })
  adminId!: string | null;
  @ApiProperty({ example: 'client.viewed' }) action!: string;
  @ApiProperty({ example: 'clients' }) resource!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the record acted on; none for a list',
  })
  recordId!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export const toAuditRecord = (entry: AuditEntry): AuditRecord => ({
  id: String(entry.id),
  adminId: entry.adminId,
  action: entry.action,
  resource: entry.resource,
  recordId: entry.recordId,
  at: entry.at.toISOString(),
});
