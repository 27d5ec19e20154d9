import { ApiProperty } from '@nestjs/swagger';
import type { AuditEntry } from './audit-entry.entity.js';

export class AuditRecord {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the admin who acted' })
  adminId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'mads@example.dk',
    description:
      "that admin's email now (looked up, not stored in the log); null when none acted or the admin is gone",
  })
  adminEmail!: string | null;
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

export const toAuditRecord = (entry: AuditEntry, emails: Map<string, string>): AuditRecord => ({
  id: String(entry.id),
  adminId: entry.adminId,
  adminEmail: (entry.adminId && emails.get(entry.adminId)) ?? null,
  action: entry.action,
  resource: entry.resource,
  recordId: entry.recordId,
  at: entry.at.toISOString(),
});
