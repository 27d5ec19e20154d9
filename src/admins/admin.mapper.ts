import { ApiProperty } from '@nestjs/swagger';
import { type Admin } from './admin.entity.js';
import { AdminRole } from '../common/admin-role.js';

export class AdminRecord {
  @ApiProperty({ description: 'also the personal link: /{id}', example: 'q3Zk8vT1bWm0aPxR4sYe' })
  id!: string;
  @ApiProperty({ format: 'email', example: 'karen@bureau.dk' }) email!: string;
  @ApiProperty({
    enum: AdminRole,
    enumName: 'AdminRole',
    description: "`superadmin` is the bureau's owner ('Ejer')",
    example: AdminRole.Admin,
  })
  role!: AdminRole;
  @ApiProperty({ format: 'date-time', example: '2026-11-02T09:15:00.000Z' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'when the account was closed; null while it is open',
    example: null,
  })
  deactivatedAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "the recruiter this one's customers were handed to; the old links serve theirs",
    example: null,
  })
  transferredTo!: string | null;
}

export const toAdminRecord = (admin: Admin): AdminRecord => ({
  id: admin.id,
  email: admin.email,
  role: admin.role,
  createdAt: admin.createdAt.toISOString(),
  deactivatedAt: admin.deactivatedAt?.toISOString() ?? null,
  transferredTo: admin.transferredTo ?? null,
});
