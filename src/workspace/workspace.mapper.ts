import { ApiProperty } from '@nestjs/swagger';
import type { ClientEvent } from '../clients/client-event.entity.js';
import { EVENT_TYPES, type EventType } from '../clients/client-event.entity.js';
import type { SiteRecord } from '../sites/settings.mapper.js';
import type { ClientNote } from './client-note.entity.js';
import {
  type ClientSiteProgress,
  PROGRESS_STATES,
  type SiteState,
} from './client-site-progress.entity.js';
import { type PlacedStake, wageringFor } from './wagering.js';

export class NoteRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ minLength: 1, maxLength: 2000 }) text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export const toNoteRecord = (note: ClientNote): NoteRecord => ({
  id: note.id,
  clientId: note.client.id,
  text: note.text,
  createdAt: note.createdAt.toISOString(),
});

export class EventRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: EVENT_TYPES }) type!: EventType;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'status_changed {from, to}; note_added {noteId, text}; bet_planned {betPlanId, minReturn}; ' +
      'bet_placed {betPlanId, sites [{site, kind, stake, deposit, depositChange}], totalStake, depositChange}; ' +
      'site_progress {site, state, deposit, withdrawn, depositChange, withdrawnChange, betPlanId when a placement moved it}; ' +
      'contact_corrected {fields, from}; payment {paymentId, kind, amount, method, at, reverses}; ' +
      'customer_ticked and customer_unticked {site, step} (a ticked deposit or withdrawal: amount, kr); ' +
      'signed_up and archived {}. Archiving blanks personal data.',
  })
  data!: Record<string, unknown>;
}

export const toEventRecord = (event: TimelineRow): EventRecord => ({
  id: event.id,
  type: event.type,
  at: event.createdAt.toISOString(),
  data: event.data,
});

export type TimelineRow = Pick<ClientEvent, 'id' | 'type' | 'createdAt' | 'data'>;

export class SiteProgressRecord {
  @ApiProperty({ description: 'the site name (the row is addressed by it)' }) id!: string;
  @ApiProperty() site!: string;
  @ApiProperty({
    enum: ['had', ...PROGRESS_STATES],
    description: "'had': the visitor already had an account at signup (set by the signup only)",
  })
  state!: SiteState;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'kr deposited' }) deposit!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'kr withdrawn' }) withdrawn!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "a deposit_bonus site's wagering left, kr: wagering × (deposit + bonus) − the stakes of its placed plans since the deposit, never below 0; null otherwise",
  })
  wageringLeft!: number | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "the deposit date + the offer's days",
  })
  wageringDeadline!: string | null;
}

/**
 * A site of the admin's list for one customer: its stored progress (none yet: `none`), `had`
 * from the signup, and the wagering its placed stakes leave.
 */
export function toSiteProgressRecord(
  site: SiteRecord,
  row: ClientSiteProgress | undefined,
  had: boolean,
  placed: PlacedStake[],
): SiteProgressRecord {
  const deposit = row?.deposit ?? 0;
  return {
    id: site.name,
    site: site.name,
    state: had ? 'had' : (row?.state ?? 'none'),
    deposit,
    withdrawn: row?.withdrawn ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    ...wageringFor(site.offer, deposit, row?.depositedAt, placed),
  };
}
