import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Written only by triggers (migration `client_rollups`), one row per backend `slot`; mapped for the schema test. */
@Entity({ tableName: 'client_totals' })
export class ClientTotal {
  @PrimaryKey({ type: 'text' })
  adminId!: string;

  @PrimaryKey({ type: 'text' })
  status!: string;

  @PrimaryKey({ type: 'boolean' })
  archived!: boolean;

  @PrimaryKey({ type: 'integer' })
  slot!: number;

  @Property({ type: 'integer' })
  clients: number & Opt = 0;

  @Property({ type: 'bigint' })
  owedBy: string & Opt = '0';

  @Property({ type: 'bigint' })
  owedTo: string & Opt = '0';
}

/** Cards made per admin, Copenhagen day and link tag ('' for none); as `ClientTotal`, by triggers. */
@Entity({ tableName: 'client_signups' })
export class ClientSignup {
  @PrimaryKey({ type: 'text' })
  adminId!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text' })
  source!: string;

  @PrimaryKey({ type: 'integer' })
  slot!: number;

  @Property({ type: 'integer' })
  clients: number & Opt = 0;
}

/** Per admin and Copenhagen day: money moved, fees earned; as `ClientTotal`, by triggers. */
@Entity({ tableName: 'client_days' })
export class ClientDay {
  @PrimaryKey({ type: 'text' })
  adminId!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'integer' })
  slot!: number;

  @Property({ type: 'bigint' })
  deposited: string & Opt = '0';

  @Property({ type: 'bigint' })
  withdrawn: string & Opt = '0';

  @Property({ type: 'bigint' })
  fees: string & Opt = '0';
}
