import { ApiProperty } from '@nestjs/swagger';
import type { Passkey } from './passkey.entity.js';

export class PasskeyRecord {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'Min telefon' }) name!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: string | null;
}

export const toPasskeyRecord = (passkey: Passkey): PasskeyRecord => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});
