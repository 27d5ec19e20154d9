import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Matches, ValidateIf } from 'class-validator';
import { AdminRole } from '../../common/admin-role.js';

const defined = (_o: object, value: unknown) => value !== undefined;

export class LeaderboardQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: 'first day (Copenhagen); default the first of this month',
    example: '2026-11-01',
  })
  @ValidateIf(defined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from skal være en dato (ÅÅÅÅ-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'last day, included (Copenhagen); default today',
    example: '2026-11-30',
  })
  @ValidateIf(defined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to skal være en dato (ÅÅÅÅ-MM-DD)' })
  to?: string;
}

export class LeaderboardRow {
  @ApiProperty({ example: 'q3Zk8vT1bWm0aPxR4sYe' }) adminId!: string;
  @ApiProperty({ format: 'email', example: 'karen@bureau.dk' }) email!: string;
  @ApiProperty({ enum: AdminRole, enumName: 'AdminRole', example: AdminRole.Admin })
  role!: AdminRole;
  @ApiProperty({ description: 'false for a closed account', example: true }) active!: boolean;
  @ApiProperty({ type: 'integer', description: 'customers signed up in the period', example: 24 })
  newClients!: number;
  @ApiProperty({
    minimum: 0,
    maximum: 1,
    description: "share of the period's new customers whose status is now past `new`",
    example: 0.75,
  })
  contactedShare!: number;
  @ApiProperty({
    minimum: 0,
    maximum: 1,
    description: "share of the period's new customers whose status is now `done`",
    example: 0.25,
  })
  doneShare!: number;
  @ApiProperty({
    type: 'integer',
    description: 'kr withdrawn − deposited at the sites in the period',
    example: 18400,
  })
  profit!: number;
  @ApiProperty({
    type: 'integer',
    description: 'kr of fees earned by what happened in the period',
    example: 9000,
  })
  feesEarned!: number;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'now: what customers owe',
    example: 3200,
  })
  owedByCustomers!: number;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'now: what is owed to customers',
    example: 1500,
  })
  owedToCustomers!: number;
  @ApiProperty({
    type: 'integer',
    description: 'funnel visits (welcome page) in the period',
    example: 310,
  })
  visits!: number;
  @ApiProperty({
    type: 'integer',
    description: 'funnel signups (submitted) in the period',
    example: 26,
  })
  signups!: number;
}
