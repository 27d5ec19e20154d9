import { Injectable, NotFoundException } from '@nestjs/common';
import { todayInCopenhagen, isRealDate } from '../../rules/age.js';
import { UNKNOWN_ADMIN } from '../../rules/signup-messages.js';
import { FUNNEL_STEPS, type FunnelStep } from '../../rules/source.js';
import { fieldError } from '../common/validation.js';
import type { FunnelEventDto } from './dto/funnel-event.dto.js';
import type { FunnelQueryDto } from './dto/funnel-query.dto.js';
import type { DayCounts, FunnelRecord, NewClientsRecord, SourceCounts } from './funnel.mapper.js';
import { FunnelRepository } from './funnel.repository.js';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 1096;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const noSteps = () =>
  ({ welcome: 0, sites: 0, form: 0, submitted: 0 }) as Record<FunnelStep, number>;

@Injectable()
export class FunnelService {
  constructor(private readonly repository: FunnelRepository) {}

  async record(event: FunnelEventDto, now = new Date()): Promise<void> {
    const known = await this.repository.count({
      admin: event.admin,
      step: event.step,
      source: event.src ?? '',
      day: todayInCopenhagen(now),
    });
    if (!known) throw new NotFoundException(UNKNOWN_ADMIN);
  }

  async funnel(adminId: string, query: FunnelQueryDto): Promise<FunnelRecord> {
    const { from, to } = this.range(query);
    const [rows, newClients] = await Promise.all([
      this.repository.funnel(adminId, from, to),
      this.newClients(adminId, from, to, query.source),
    ]);
    let steps = noSteps();
    const sources: SourceCounts[] = [];
    const days = new Map<string, DayCounts>();
    for (let day = from; day <= to; day = addDays(day, 1))
      days.set(day, { day, welcome: 0, submitted: 0 });
    for (const { by, source, day, welcome, sites, form, submitted } of rows) {
      const counts = { welcome, sites, form, submitted };
      if (by === 'total') steps = counts;
      else if (by === 'source') sources.push({ source, ...counts });
      else days.set(day!, { day: day!, welcome, submitted });
    }
    if (query.source) steps = await this.repository.stepsOfSource(adminId, from, to, query.source);
    return {
      from,
      to,
      steps: FUNNEL_STEPS.map((step) => ({ step, count: steps[step] })),
      bySource: sources.sort(
        (a, b) => b.welcome - a.welcome || (a.source ?? '').localeCompare(b.source ?? ''),
      ),
      byDay: [...days.values()],
      newClients,
    };
  }

  private async newClients(
    adminId: string,
    from: string,
    to: string,
    source: string | undefined,
  ): Promise<NewClientsRecord> {
    const rows = await this.repository.newClients(adminId, from, to, source);
    const days = new Map<string, number>();
    for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, 0);
    let total = 0;
    const bySource: NewClientsRecord['bySource'] = [];
    for (const { by, source: tag, day, count } of rows) {
      if (by === 'total') total = count;
      else if (by === 'source') bySource.push({ source: tag, count });
      else days.set(day!, count);
    }
    return {
      total,
      bySource: bySource.sort(
        (a, b) => b.count - a.count || (a.source ?? '').localeCompare(b.source ?? ''),
      ),
      byDay: [...days].map(([day, count]) => ({ day, count })),
    };
  }

  private range(query: FunnelQueryDto): { from: string; to: string } {
    // Each given day is checked before a default is derived from it (addDays throws on 9999-99-99).
    if (query.to !== undefined && !isRealDate(query.to))
      throw fieldError('to', 'to skal være en gyldig dato');
    if (query.from !== undefined && !isRealDate(query.from))
      throw fieldError('from', 'from skal være en gyldig dato');
    const to = query.to ?? todayInCopenhagen();
    const from = query.from ?? addDays(to, -29);
    if (from > to) throw fieldError('from', 'from skal ligge før to');
    if (Date.parse(to) - Date.parse(from) >= MAX_RANGE_DAYS * DAY_MS)
      throw fieldError('from', `Perioden må højst være ${MAX_RANGE_DAYS} dage`);
    return { from, to };
  }
}
