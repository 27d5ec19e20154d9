import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Admin } from '../admins/admin.entity.js';
import { Client } from '../clients/client.entity.js';
import type { OddsRow, PlanSummary } from './bet-plan.types.js';

@Entity({ tableName: 'bet_plans' })
export class BetPlan {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  @Index()
  client!: Client;

  /** The admin who made it: the owner of the client, and the tenant of this row. */
  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  createdBy!: Admin;

  @Property({ type: 'json' })
  odds!: OddsRow[];

  @Property({ type: 'json' })
  plan!: PlanSummary;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
