import { ApiProperty } from '@nestjs/swagger';
import { FeeAgreementRecord, toFeeRecord } from '../common/fee-agreement.js';
import { CLIENT_STATUSES, type ClientListRow, type ClientStatus } from './client.entity.js';

export class PendingSignupRecord {
  @ApiProperty({ format: 'uuid', description: 'the id the repeat signup was answered with' })
  receipt!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ format: 'date' }) birthDate!: string;
  @ApiProperty({ type: String, nullable: true, pattern: '^\\d{4}$' }) referralCode!: string | null;
  @ApiProperty({ type: [String] }) sites!: string[];
}

/** The customer's task link (PRODUCT.md §17); the link itself is shown only when it is made. */
export class TaskLinkRecord {
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) openedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSeenAt!: string | null;
}

export class ClientRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: "'not available' once archived" }) name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) birthDate!: string | null;
  @ApiProperty({ type: String, nullable: true, pattern: '^\\d{4}$' }) referralCode!: string | null;
  @ApiProperty({
    type: [String],
    description: "sites the visitor already had; empty means 'clean'",
  })
  sites!: string[];
  @ApiProperty() siteCount!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    description: "the personal link's tag (`?src=`) the visitor came through",
  })
  source!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) archivedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the admin who archived it' })
  archivedBy!: string | null;
  @ApiProperty({
    enum: CLIENT_STATUSES,
    description: "'Ny', 'Kontaktet', 'Aftale', 'I gang', 'Færdig', 'Ikke interesseret'",
  })
  status!: ClientStatus;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'when to follow up',
  })
  nextContactAt!: string | null;
  @ApiProperty({
    format: 'date-time',
    description: 'the latest signup, status change, note, plan or progress',
  })
  lastActivityAt!: string;
  @ApiProperty({ type: 'integer', description: 'Σ withdrawn − Σ deposited over its sites, in kr' })
  profit!: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'when the visitor last signed up again while this card was active',
  })
  signedUpAgainAt!: string | null;
  @ApiProperty({
    type: PendingSignupRecord,
    nullable: true,
    description: "the latest repeat signup's details, for the recruiter to review and apply",
  })
  pendingSignup!: PendingSignupRecord | null;
  @ApiProperty({
    type: TaskLinkRecord,
    nullable: true,
    description: 'the link to their own page, null when none works (none made, revoked, expired)',
  })
  taskLink!: TaskLinkRecord | null;
  @ApiProperty({ type: FeeAgreementRecord, description: 'the fee agreement (§18)' })
  fee!: FeeAgreementRecord;
  @ApiProperty({
    type: 'integer',
    description:
      'kr of the fee earned so far (fixed: when done; per site: each withdrawn; share: of a positive profit)',
  })
  feeEarned!: number;
  @ApiProperty({
    type: 'integer',
    description:
      'profit + advances + payouts − returns − feeEarned, in kr: > 0 the customer owes the recruiter, < 0 the recruiter owes the customer',
  })
  balance!: number;
}

/** What erasing a customer answers: the id, nothing else is left. */
export class ErasedClientRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

const isoDate = (value: string | Date | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.toISOString().slice(0, 10);

export const toClientRecord = (client: ClientListRow): ClientRecord => ({
  id: client.id,
  name: client.name,
  email: client.email,
  phone: client.phone,
  birthDate: isoDate(client.birthDate),
  referralCode: client.referralCode ?? null,
  sites: client.sites,
  siteCount: client.siteCount,
  source: client.source ?? null,
  createdAt: client.createdAt.toISOString(),
  archivedAt: client.archivedAt?.toISOString() ?? null,
  archivedBy: client.archivedBy ?? null,
  status: client.status,
  nextContactAt: client.nextContactAt?.toISOString() ?? null,
  lastActivityAt: client.lastActivityAt.toISOString(),
  profit: client.profit,
  signedUpAgainAt: client.signedUpAgainAt?.toISOString() ?? null,
  pendingSignup: client.pendingSignup ?? null,
  taskLink: taskLinkRecord(client),
  fee: toFeeRecord(client),
  feeEarned: client.feeEarned,
  balance: client.balance,
});

function taskLinkRecord(client: ClientListRow): TaskLinkRecord | null {
  const { taskLinkCreatedAt, taskLinkExpiresAt } = client;
  if (!taskLinkCreatedAt || !taskLinkExpiresAt || taskLinkExpiresAt <= new Date()) return null;
  return {
    createdAt: taskLinkCreatedAt.toISOString(),
    expiresAt: taskLinkExpiresAt.toISOString(),
    openedAt: client.taskLinkOpenedAt?.toISOString() ?? null,
    lastSeenAt: client.taskLinkLastSeenAt?.toISOString() ?? null,
  };
}
