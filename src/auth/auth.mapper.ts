import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminRecord } from '../admins/admin.mapper.js';
import { AdminRole } from '../common/admin-role.js';

export class SignedInAdmin {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ enum: AdminRole, enumName: 'AdminRole' }) role!: AdminRole;
}

const NEXT_STEPS = ['change_password', 'set_up_two_factor'];
const NEXT_DESCRIPTION =
  'a step the session must take before anything else (every other route answers 403 until then), or null';

export class LoginAnswer {
  @ApiPropertyOptional({
    description: 'send as `Authorization: Bearer <token>`; the answer also sets the session cookie',
  })
  token?: string;
  @ApiPropertyOptional({ type: SignedInAdmin }) admin?: SignedInAdmin;
  @ApiPropertyOptional({ enum: NEXT_STEPS, nullable: true, description: NEXT_DESCRIPTION })
  next?: 'change_password' | 'set_up_two_factor' | null;
  @ApiPropertyOptional({ description: 'true: the password was right, a second factor is needed' })
  mfaRequired?: boolean;
  @ApiPropertyOptional({ description: 'for `POST /api/auth/login/totp`, valid 5 minutes' })
  ticket?: string;
}

export class SessionAnswer {
  @ApiProperty({ type: AdminRecord, nullable: true, description: 'null when nobody is signed in' })
  admin!: AdminRecord | null;
  @ApiProperty({ enum: NEXT_STEPS, nullable: true, description: NEXT_DESCRIPTION })
  next!: 'change_password' | 'set_up_two_factor' | null;
}
