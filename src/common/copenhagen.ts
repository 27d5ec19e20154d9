import { todayInCopenhagen } from '../../rules/age.js';

/** The instant a Copenhagen calendar day begins (midnight is never skipped: the clocks move at 2-3 am). */
export function startOfCopenhagenDay(date: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = new Date(`${date}T00:00:00${offset}`);
    if (
      todayInCopenhagen(candidate) === date &&
      todayInCopenhagen(new Date(candidate.getTime() - 1)) !== date
    )
      return candidate;
  }
  throw new Error(`not a date: ${date}`);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** When today ends in Copenhagen: 'due' means a follow-up before this. */
export const endOfTodayInCopenhagen = (now: Date = new Date()): Date =>
  startOfCopenhagenDay(addDays(todayInCopenhagen(now), 1));

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function copenhagenTime(at: Date): string {
  const parts = clock.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

export const copenhagenHour = (at: Date): number => Number(copenhagenTime(at).slice(0, 2));
