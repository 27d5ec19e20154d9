import { Injectable } from '@nestjs/common';
import { isRealDate, todayInCopenhagen } from '../../rules/age.js';
import { addDays, startOfCopenhagenDay } from '../common/copenhagen.js';
import { fieldError } from '../common/validation.js';
import { PgPool } from '../database/pg-pool.js';
import type { LeaderboardQueryDto } from './dto/leaderboard.dto.js';
import {
  type LeaderboardRow,
  type LeaderboardSqlRow,
  toLeaderboardRow,
} from './leaderboard.mapper.js';
import { LEADERBOARD_SQL } from './leaderboard.sql.js';

const LEADERBOARD = { name: 'arbi_bureau_leaderboard', text: LEADERBOARD_SQL };
/** Ten years: a period a person asks for, not a scan of everything ever. */
const MAX_DAYS = 3660;

@Injectable()
export class LeaderboardService {
  constructor(private readonly db: PgPool) {}

  async leaderboard(query: LeaderboardQueryDto): Promise<LeaderboardRow[]> {
    const { from, to } = period(query);
    const values = [startOfCopenhagenDay(from), startOfCopenhagenDay(addDays(to, 1)), from, to];
    const connection = await (await this.db.pool()).connect();
    let rows: LeaderboardSqlRow[];
    try {
      await connection.query('begin read only');
      // JIT compiling this statement costs more than running it: off for it alone.
      await connection.query('set local jit = off');
      ({ rows } = await connection.query<LeaderboardSqlRow>({
        ...this.db.statement(LEADERBOARD),
        values,
      }));
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
    return rows.map(toLeaderboardRow);
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
