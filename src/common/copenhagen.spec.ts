import {
  addDays,
  copenhagenHour,
  copenhagenTime,
  endOfTodayInCopenhagen,
  startOfCopenhagenDay,
} from './copenhagen.js';

describe('Copenhagen days', () => {
  it('starts a winter day at 23:00 UTC and a summer day at 22:00 UTC', () => {
    expect(startOfCopenhagenDay('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfCopenhagenDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('ends today at the next Copenhagen midnight, across the clock changes', () => {
    expect(endOfTodayInCopenhagen(new Date('2026-03-28T23:30:00Z')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(endOfTodayInCopenhagen(new Date('2026-10-24T21:59:00Z')).toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(endOfTodayInCopenhagen(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('adds days on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads the Copenhagen clock in winter and summer time', () => {
    expect(copenhagenTime(new Date('2026-01-15T06:05:00Z'))).toBe('07:05');
    expect(copenhagenTime(new Date('2026-07-15T05:05:00Z'))).toBe('07:05');
    expect(copenhagenTime(new Date('2026-01-14T23:00:00Z'))).toBe('00:00');
    expect(copenhagenHour(new Date('2026-07-15T05:59:59Z'))).toBe(7);
    expect(copenhagenHour(new Date('2026-10-25T00:30:00Z'))).toBe(2);
    expect(copenhagenHour(new Date('2026-10-25T01:30:00Z'))).toBe(2);
  });
});
