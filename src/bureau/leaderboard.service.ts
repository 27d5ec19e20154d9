import { Injectable } from '@nestjs/common';
import { isRealDate, todayInCopenhagen } from '../../rules/age.js';
import type { AdminRole } from '../common/admin-role.js';
import { addDays, startOfCopenhagenDay } from '../common/copenhagen.js';
import { fieldError } from '../common/validation.js';
import { PgPool } from '../database/pg-pool.js';
import type { LeaderboardQueryDto, LeaderboardRow } from './dto/leaderboard.dto.js';
import { LEADERBOARD_SQL } from './leaderboard.sql.js';

const LEADERBOARD = { name: 'arbi_bureau_leaderboard', text: LEADERBOARD_SQL };
/** Ten years: a period a person asks for, not a scan of everything ever. */
const MAX_DAYS = 3660;

interface Row {
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

@Injectable()
export class LeaderboardService {
  constructor(private readonly db: PgPool) {}

  async leaderboard(query: LeaderboardQueryDto): Promise<LeaderboardRow[]> {
    const { from, to } = period(query);
    const values = [startOfCopenhagenDay(from), startOfCopenhagenDay(addDays(to, 1)), from, to];
    const connection = await (await this.db.pool()).connect();
    let rows: Row[];
    try {
      await connection.query('begin read only');
      // JIT compiling this statement costs more than running it: off for it alone.
      await connection.query('set local jit = off');
      ({ rows } = await connection.query<Row>({ ...this.db.statement(LEADERBOARD), values }));
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
    return rows.map((row) => ({
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
    }));
  }
}

function period(query: LeaderboardQueryDto): { from: string; to: string } {
  const to = query.to ?? todayInCopenhagen();
  if (!isRealDate(to)) throw fieldError('to', 'to skal være en gyldig dato');
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  if (!isRealDate(from)) throw fieldError('from', 'from skal være en gyldig dato');
  if (from > to) throw fieldError('from', 'from skal ligge før to');
  if (addDays(from, MAX_DAYS) < to) throw fieldError('from', 'Perioden må højst være 10 år');
  return { from, to };
}
