import { ApiProperty } from '@nestjs/swagger';
import { AdminRole } from '../common/admin-role.js';

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

/** A recruiter's figures as the leaderboard statement reads them. */
export interface LeaderboardSqlRow {
  adminId: string;
  email: string;
  role: AdminRole;
  deactivatedAt: Date | null;
  newClients: number;
  contacted: number;
  done: number;
  profit: number;
  feesEarned: number;
  owedByCustomers: number;
  owedToCustomers: number;
  visits: number;
  signups: number;
}

/** Shares to two decimals (0-1); none of none is 0. */
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) / 100 : 0);

export const toLeaderboardRow = (row: LeaderboardSqlRow): LeaderboardRow => ({
  adminId: row.adminId,
  email: row.email,
  role: row.role,
  active: row.deactivatedAt === null,
  newClients: row.newClients,
  contactedShare: share(row.contacted, row.newClients),
  doneShare: share(row.done, row.newClients),
  profit: row.profit,
  feesEarned: row.feesEarned,
  owedByCustomers: row.owedByCustomers,
  owedToCustomers: row.owedToCustomers,
  visits: row.visits,
  signups: row.signups,
});
