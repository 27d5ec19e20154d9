import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../admins/admin.entity.js';
import { BaseEntity } from '../database/base.entity.js';
import { Client } from '../clients/client.entity.js';
import type { OddsRow, PlanSummary } from './bet-plan.types.js';

@Entity({ tableName: 'bet_plans' })
export class BetPlan extends BaseEntity {
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
}
