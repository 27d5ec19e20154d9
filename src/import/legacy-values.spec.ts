import {
  copenhagenMidnight,
  isStorableMoment,
  isStorableText,
  readBirthDate,
  readDate,
  readReferralCode,
  readSites,
} from './legacy-values.js';

describe("the old app's values", () => {
  it('reads dates day first with any separator, or year first', () => {
    expect(readDate('3-2-2024')).toEqual({ ok: true, value: '2024-02-03' });
    expect(readDate('03.02.2024')).toEqual({ ok: true, value: '2024-02-03' });
    expect(readDate('3/2/2024')).toEqual({ ok: true, value: '2024-02-03' });
    expect(readDate('2024-02-03T10:00:00Z')).toEqual({ ok: true, value: '2024-02-03' });
    expect(readDate('30-02-2024').ok).toBe(false);
    expect(readDate(undefined).ok).toBe(false);
  });

  it('refuses birth dates under 18 or in the future, as the signup does', () => {
    expect(readBirthDate('2008-11-23', '2026-11-23')).toEqual({ ok: true, value: '2008-11-23' });
    expect(readBirthDate('2008-11-24', '2026-11-23')).toEqual({ ok: false, reason: 'under 18' });
    expect(readBirthDate('2030-01-01', '2026-11-23')).toEqual({
      ok: false,
      reason: 'birth date in the future',
    });
  });

  it('reads referral codes as numbers or strings and sites as lists, clean or text', () => {
    expect(readReferralCode(42)).toBe('0042');
    expect(readReferralCode(' 1234 ')).toBe('1234');
    expect(readReferralCode('12345')).toBeNull();
    expect(readSites('clean')).toEqual([]);
    expect(readSites('Unibet, Bet365;Bwin')).toEqual(['Unibet', 'Bet365', 'Bwin']);
    expect(readSites(['Unibet', 3, 'Unibet', ' '])).toEqual(['Unibet']);
  });

  it("takes a `dato` as Copenhagen's midnight, in summer and in winter", () => {
    expect(copenhagenMidnight('2024-02-03').toISOString()).toBe('2024-02-02T23:00:00.000Z');
    expect(copenhagenMidnight('2024-07-01').toISOString()).toBe('2024-06-30T22:00:00.000Z');
  });
});

describe('values PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, keeps whole emoji', () => {
    expect(isStorableText('Anna Jensen 😀')).toBe(true);
    expect(isStorableText('Anna\u0000')).toBe(false);
    expect(isStorableText('\ud800x')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
  });

  it('takes moments of the years 1000 to 9999 only', () => {
    expect(isStorableMoment(new Date('2024-02-03T00:00:00Z'))).toBe(true);
    expect(isStorableMoment(new Date('-000001-01-01T00:00:00Z'))).toBe(false);
    expect(isStorableMoment(new Date('+010000-01-01T00:00:00Z'))).toBe(false);
    expect(isStorableMoment(new Date('nope'))).toBe(false);
  });
});
