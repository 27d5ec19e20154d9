import { BadRequestException } from '@nestjs/common';
import { parseOdds } from './odds.js';

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
