import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Client } from '../clients/client.entity.js';
import { OwnedEntity } from '../database/owned.entity.js';
import type { OddsRow, PlanSummary } from './bet-plan.types.js';

@Entity({ tableName: 'bet_plans' })
@Index({ properties: ['admin', 'createdAt'] })
export class BetPlan extends OwnedEntity {
  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  @Index()
  client!: Client;

  @Property({ type: 'json' })
  odds!: OddsRow[];

  @Property({ type: 'json' })
  plan!: PlanSummary;

  /** The match (≤ 120 characters) and its kick-off, for the customer's tasks. */
  @Property({ type: 'text', nullable: true })
  event?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  kickoffAt?: Date | null;

  /** When the plan's odds were entered (the oldest row's): the page warns when they are old (§22). */
  @Property({ type: 'timestamptz', nullable: true })
  oddsEnteredAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  placedAt?: Date | null;
}
