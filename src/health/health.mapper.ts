import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';

const CHECKS: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { status: { type: 'string', enum: ['up', 'down'] }, message: { type: 'string' } },
    required: ['status'],
  },
} as ApiPropertyOptions;

export class HealthAnswer {
  @ApiPropertyOptional({ description: 'present on 503' }) statusCode?: number;
  @ApiProperty({ enum: ['ok', 'error', 'shutting_down'] }) status!: string;
  @ApiProperty(CHECKS) info!: object;
  @ApiProperty(CHECKS) error!: object;
  @ApiProperty(CHECKS) details!: object;
}
