import { ApiProperty } from '@nestjs/swagger';
import { AdminRecord } from '../admins/admin.mapper.js';
import { AdminRole } from '../common/admin-role.js';

export class SignedInAdmin {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ enum: AdminRole, enumName: 'AdminRole' }) role!: AdminRole;
}

export class LoginAnswer {
  @ApiProperty({
    description: 'send as `Authorization: Bearer <token>`; the answer also sets the session cookie',
  })
  token!: string;
  @ApiProperty({ type: SignedInAdmin }) admin!: SignedInAdmin;
}

export class SessionAnswer {
  @ApiProperty({ type: AdminRecord, nullable: true, description: 'null when nobody is signed in' })
  admin!: AdminRecord | null;
}
