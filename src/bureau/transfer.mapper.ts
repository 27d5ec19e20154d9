import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TransferRecord {
  @ApiProperty({
    type: 'integer',
    description: 'customers, with their timeline and progress',
    example: 42,
  })
  clients!: number;
  @ApiProperty({ type: 'integer', example: 3 }) referrals!: number;
  @ApiProperty({ type: 'integer', example: 17 }) notes!: number;
  @ApiProperty({ type: 'integer', description: 'first-bet plans', example: 12 }) plans!: number;
  @ApiProperty({
    type: 'integer',
    description: 'ledger entries with customers and payments to referrers',
    example: 9,
  })
  payments!: number;
  @ApiProperty({
    type: [String],
    description:
      'referral codes the successor already uses: a handover is refused until they differ',
    example: ['1234'],
  })
  clashes!: string[];
  @ApiProperty({
    type: [String],
    description:
      "ids of customers whose email or phone is an active customer's of the successor: a handover is refused until they are merged or archived",
    example: [],
  })
  customerClashes!: string[];
}

/** Nothing moved; clashes are listed so the owner can fix them first. */
export class TransferClash {
  @ApiProperty({ example: 409 }) statusCode!: number;
  @ApiProperty({
    example:
      'Overdragelsen er stoppet: det, der står i clashes og customerClashes, findes allerede hos modtageren',
  })
  message!: string;
  @ApiProperty({ example: 'Conflict' }) error!: string;
  @ApiPropertyOptional({
    type: [String],
    description: 'referral codes the successor already uses',
    example: ['1234'],
  })
  clashes?: string[];
  @ApiPropertyOptional({
    type: [String],
    description: "customers whose email or phone is an active customer's of the successor",
    example: [],
  })
  customerClashes?: string[];
}
