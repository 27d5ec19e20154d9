import { isAdult, isValidBirthDate, todayInCopenhagen } from './age.js';

describe('isAdult', () => {
  it('is true from the 18th birthday on', () => {
    expect(isAdult('2008-05-10', '2026-05-10')).toBe(true);
    expect(isAdult('2008-05-10', '2026-05-09')).toBe(false);
    expect(isAdult('2008-05-10', '2027-01-01')).toBe(true);
    expect(isAdult('1970-01-01', '2026-11-21')).toBe(true);
  });

  it('lets someone born 29 February turn 18 on 1 March in a common year', () => {
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('isValidBirthDate', () => {
  it('refuses impossible, future and malformed dates', () => {
    expect(isValidBirthDate('2001-02-30', '2026-11-21')).toBe(false);
    expect(isValidBirthDate('2027-01-01', '2026-11-21')).toBe(false);
    expect(isValidBirthDate('01-02-2001', '2026-11-21')).toBe(false);
    expect(isValidBirthDate('1899-12-31', '2026-11-21')).toBe(false);
    expect(isValidBirthDate('2000-02-29', '2026-11-21')).toBe(true);
  });
});

describe('todayInCopenhagen', () => {
  it('uses the Danish date, not UTC', () => {
    // 23:30 UTC on 31 December is already New Year in Copenhagen (UTC+1).
    expect(todayInCopenhagen(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(todayInCopenhagen(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(todayInCopenhagen(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('turns the date at midnight exactly, however the calls before it fell', () => {
    // Winter time: Copenhagen's midnight is 23:00 UTC.
    expect(todayInCopenhagen(new Date('2026-11-24T22:59:00.000Z'))).toBe('2026-11-24');
    expect(todayInCopenhagen(new Date('2026-11-24T22:59:59.999Z'))).toBe('2026-11-24');
    expect(todayInCopenhagen(new Date('2026-11-24T23:00:00.000Z'))).toBe('2026-11-25');
    expect(todayInCopenhagen(new Date('2026-11-24T22:59:30.000Z'))).toBe('2026-11-24');
  });
});
