import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { fieldError } from '../common/validation.js';
import type { TransferDto } from './dto/transfer.dto.js';
import type { TransferRecord } from './transfer.mapper.js';

const ADMIN_NOT_FOUND = 'Admin findes ikke';
const STILL_OPEN = 'Luk kontoen, før kunderne overdrages';
const NOT_ACTIVE = 'Vælg en aktiv rekrutter at overdrage til';
const SAME = 'Vælg en anden rekrutter end den, kunderne kommer fra';
const CLASHES =
  'Overdragelsen er stoppet: det, der står i clashes og customerClashes, findes allerede hos modtageren';

/** Every table whose rows follow a recruiter's customers and referrals to the successor. */
const MOVED_TABLES = [
  'clients',
  'client_events',
  'client_notes',
  'client_site_progress',
  'bet_plans',
  'client_payments',
  'customer_ticks',
  'referrals',
  'referral_payments',
];

const COUNTS = `
select (select count(*) from clients where admin_id = ?)::int as clients,
       (select count(*) from referrals where admin_id = ?)::int as referrals,
       (select count(*) from client_notes where admin_id = ?)::int as notes,
       (select count(*) from bet_plans where admin_id = ?)::int as plans,
       ((select count(*) from client_payments where admin_id = ?)
        + (select count(*) from referral_payments where admin_id = ?))::int as payments`;

const CODE_CLASHES = `
select r.code from referrals r
 where r.admin_id = ? and exists (select 1 from referrals s where s.admin_id = ? and s.code = r.code)
 order by r.code`;

const CUSTOMER_CLASHES = `
select c.id from clients c
 where c.admin_id = ? and c.archived_at is null
   and exists (select 1 from clients s
                where s.admin_id = ? and s.archived_at is null
                  and (lower(s.email) = lower(c.email) or s.phone = c.phone))
 order by c.created_at, c.id`;

/** PRODUCT.md §20: one transaction; a dry run counts and moves nothing; any clash refuses the whole handover. */
@Injectable()
export class TransferService {
  private readonly logger = new Logger('Bureau');

  constructor(private readonly em: EntityManager) {}

  async transfer(from: string, input: TransferDto): Promise<TransferRecord> {
    const answer = await this.em.transactional(async (em) => {
      await this.check(em, from, input.to);
      const [counts] = await em.execute<Omit<TransferRecord, 'clashes' | 'customerClashes'>[]>(
        COUNTS,
        Array(6).fill(from),
      );
      const clashes = (await em.execute<{ code: string }[]>(CODE_CLASHES, [from, input.to])).map(
        (row) => row.code,
      );
      const customerClashes = (
        await em.execute<{ id: string }[]>(CUSTOMER_CLASHES, [from, input.to])
      ).map((row) => row.id);
      const record = { ...counts, clashes, customerClashes };
      if (input.dryRun) return record;
      if (clashes.length || customerClashes.length)
        throw new ConflictException({
          message: CLASHES,
          error: 'Conflict',
          clashes,
          customerClashes,
        });
      for (const table of MOVED_TABLES)
        await em.execute(`update "${table}" set admin_id = ? where admin_id = ?`, [input.to, from]);
      await em.execute(`update admins set transferred_to = ? where id = ? or transferred_to = ?`, [
        input.to,
        from,
        from,
      ]);
      return record;
    });
    if (!input.dryRun)
      this.logger.log(
        { event: 'admin_transferred', adminId: from, to: input.to, clients: answer.clients },
        'customers handed over',
      );
    return answer;
  }

  /** The update lock makes a signup through the old links wait, then find the successor (src/clients/sql/signup.sql). */
  private async check(em: EntityManager, from: string, to: string): Promise<void> {
    const rows = await em.execute<{ id: string; deactivated_at: Date | null }[]>(
      `select id, deactivated_at from admins where id in (?, ?) order by id for update`,
      [from, to],
    );
    const source = rows.find((row) => row.id === from);
    if (!source) throw new NotFoundException(ADMIN_NOT_FOUND);
    if (to === from) throw fieldError('to', SAME);
    const target = rows.find((row) => row.id === to);
    if (!target || target.deactivated_at) throw fieldError('to', NOT_ACTIVE);
    if (!source.deactivated_at) throw new ConflictException(STILL_OPEN);
  }
}
