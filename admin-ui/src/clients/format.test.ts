import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone } from './format';

describe('the Danish formats of the panel', () => {
  it('writes a date DD.MM.YYYY', () => {
    expect(formatDate('1990-04-17')).toBe('17.04.1990');
    expect(formatDate(null)).toBe('');
    expect(formatDate('ikke en dato')).toBe('ikke en dato');
  });

  it('writes a Danish phone in pairs, whatever its stored form', () => {
    expect(formatPhone('+4587654321')).toBe('+45 87 65 43 21');
    expect(formatPhone('0045 87654321')).toBe('+45 87 65 43 21');
    expect(formatPhone('87654321')).toBe('87 65 43 21');
    expect(formatPhone('+46701234567')).toBe('+46701234567');
  });
});
