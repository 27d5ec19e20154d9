import { ApiProperty } from '@nestjs/swagger';
import { type Admin } from './admin.entity.js';
import { AdminRole } from '../common/admin-role.js';

export class AdminRecord {
  @ApiProperty({ description: 'also the personal link: /{id}' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ enum: AdminRole, enumName: 'AdminRole' }) role!: AdminRole;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export const toAdminRecord = (admin: Admin): AdminRecord => ({
  id: admin.id,
  email: admin.email,
  role: admin.role,
  createdAt: admin.createdAt.toISOString(),
});
