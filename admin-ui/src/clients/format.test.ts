import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatMonth } from './format';

describe('the Danish formats of the panel', () => {
  it('writes a date DD.MM.YYYY', () => {
    expect(formatDate('1990-04-17')).toBe('17.04.1990');
    expect(formatDate(null)).toBe('');
    expect(formatDate('ikke en dato')).toBe('ikke en dato');
  });

  it('writes a time one way everywhere: DD.MM.YYYY HH:mm, no seconds', () => {
    const local = new Date(2025, 9, 27, 9, 5, 32).toISOString();
    expect(formatDateTime(local)).toBe('27.10.2025 09:05');
  });

  it("writes a chart's days as '27.10' and its months as 'dec. 2025'", () => {
    expect(formatDayMonth('2025-10-27')).toBe('27.10');
    expect(formatDayMonth('2026-01-03')).toBe('03.01');
    expect(formatMonth('2025-12')).toBe('dec. 2025');
    expect(formatMonth('2026-05')).toBe('maj 2026');
    expect(formatMonth('2026-01')).toBe('jan. 2026');
  });
});
