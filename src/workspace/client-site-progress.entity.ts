import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Client } from '../clients/client.entity.js';
import { OwnedEntity } from '../database/owned.entity.js';

import type { ProgressState } from '../../rules/site-progress.js';

/** States a recruiter sets; `had` is not among them: it comes from the signup (`clients.sites`). */
export { PROGRESS_STATES, type ProgressState, type SiteState } from '../../rules/site-progress.js';

@Entity({ tableName: 'client_site_progress' })
export class ClientSiteProgress extends OwnedEntity {
  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client!: Client;

  @Property({ type: 'text' })
  site!: string;

  @Property({ type: 'text' })
  state: ProgressState & Opt = 'none';

  @Property({ type: 'integer' })
  deposit: number & Opt = 0;

  @Property({ type: 'integer' })
  withdrawn: number & Opt = 0;

  /** When the deposit was made: a deposit bonus's wagering and its deadline count from here. */
  @Property({ type: 'timestamptz', nullable: true })
  depositedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
