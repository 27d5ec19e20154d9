import { BadRequestException } from '@nestjs/common';
import { parseOdds, parseOddsHundredths } from './odds.js';

describe('parseOdds', () => {
  it('accepts numbers and text with a comma or a dot', () => {
    expect(parseOdds(2.15, 'x')).toBe(2.15);
    expect(parseOdds('2,15', 'x')).toBe(2.15);
    expect(parseOdds(' 3.4 ', 'x')).toBe(3.4);
  });

  it.each([1, 0.5, -2, '1,0', '', 'abc', NaN, Infinity, null, 1001])(
    'refuses %p with a 400 naming the field',
    (value) => {
      try {
        parseOdds(value, 'odds.0.home');
        throw new Error('accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(BadRequestException);
        expect((error as BadRequestException).getResponse()).toMatchObject({
          errors: { 'odds.0.home': expect.any(String) },
        });
      }
    },
  );
});

describe('parseOddsHundredths', () => {
  it('gives odds with up to two decimals in hundredths', () => {
    expect(parseOddsHundredths('2,37', 'x')).toBe(237);
    expect(parseOddsHundredths(1.01, 'x')).toBe(101);
    expect(parseOddsHundredths(4.1, 'x')).toBe(410);
    expect(parseOddsHundredths('1000', 'x')).toBe(100_000);
  });

  it('refuses a third decimal with a 400 on the field', () => {
    expect(() => parseOddsHundredths('2,375', 'odds.1.draw')).toThrow(BadRequestException);
    try {
      parseOddsHundredths(2.375, 'odds.1.draw');
    } catch (error) {
      expect((error as BadRequestException).getResponse()).toMatchObject({
        errors: { 'odds.1.draw': 'Odds må højst have to decimaler, fx 2,15' },
      });
    }
  });
});
