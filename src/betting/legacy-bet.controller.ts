import { Controller, Get, Query } from '@nestjs/common';
import { ApiHideProperty, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-docs.js';
import { Allow } from 'class-validator';
import { MAX_SITES } from '../../rules/sites.js';
import { fieldError } from '../common/validation.js';
import { LegacyBetAnswer } from './legacy-bet.mapper.js';
import { PLANNER_TIME_LIMIT_MS } from './plan-summary.js';
import { PlannerPool } from './pool/planner-pool.js';
import { PlanLimits } from './pool/plan-limits.interceptor.js';

export class LegacyBetQuery {
  @ApiHideProperty()
  @Allow()
  customer?: unknown;

  @ApiHideProperty()
  @Allow()
  data?: unknown;

  /** axios sends an array parameter as `data[]=…` once per element. */
  @ApiHideProperty()
  @Allow()
  'data[]'?: unknown;
}

interface LegacySite {
  siteName: string;
  homeWin: number;
  draw: number;
  awayWin: number;
  money: number;
}

function parseJsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw fieldError('data', 'data skal være JSON');
  }
}

const isPayout = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 1e9;

function parseLegacySites(query: LegacyBetQuery): LegacySite[] {
  const raw =
    query.data !== undefined
      ? parseJsonValue(query.data)
      : [query['data[]'] ?? []].flat().map(parseJsonValue);
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_SITES) {
    throw fieldError('data', `data skal være en liste med 1 til ${MAX_SITES} sider`);
  }
  return raw.map((site, i) => {
    const s = site as Partial<LegacySite>;
    if (
      !s ||
      typeof s.siteName !== 'string' ||
      ![s.homeWin, s.draw, s.awayWin, s.money].every(isPayout)
    ) {
      throw fieldError(
        `data.${i}`,
        'Hver side skal have siteName og hele tal homeWin, draw, awayWin og money',
      );
    }
    return s as LegacySite;
  });
}

/** The old bet-server's contract, for callers not yet moved to the bet-plans resource. */
@ApiTags('bet-plans')
@Controller('bet')
export class LegacyBetController {
  constructor(private readonly planner: PlannerPool) {}

  @Get()
  @PlanLimits()
  @ApiOperation({ summary: 'legacy bet-server: best outcome per site for whole-number payouts' })
  @ApiQuery({
    name: 'data',
    type: String,
    description: 'JSON list of {siteName, homeWin, draw, awayWin, money}',
  })
  @ApiQuery({
    name: 'customer',
    type: String,
    required: false,
    description: 'ignored (the client document)',
  })
  @ApiAnswer(LegacyBetAnswer)
  async bet(@Query() query: LegacyBetQuery): Promise<LegacyBetAnswer> {
    const sites = parseLegacySites(query);
    // The payouts are already odds × stake, so dividing by the stake gives back odds that round to them.
    const result = await this.planner.plan(
      sites.map((s) => ({
        stake: s.money,
        home: s.homeWin / s.money,
        draw: s.draw / s.money,
        away: s.awayWin / s.money,
      })),
      PLANNER_TIME_LIMIT_MS,
    );
    return { message: { best_combination: result.outcomes, max_return: result.minReturn } };
  }
}
