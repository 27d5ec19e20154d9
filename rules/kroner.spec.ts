import { parseWholeKroner } from './kroner.js';

describe('parseWholeKroner', () => {
  it.each([
    ['1000', 1000],
    ['1.000', 1000],
    ['1 000', 1000],
    ['1\u00a0000', 1000],
    ['12.500 kr', 12500],
    ['1.000.000', 1000000],
    ['750,-', 750],
    [' 0 ', 0],
  ])('reads %s as %d kr', (text, value) => {
    expect(parseWholeKroner(text)).toBe(value);
  });

  it.each(['', 'kr', '1.5', '1,5', '10.00', '1.0000', '-5', 'abc', '1 0', '99999999999999999999'])(
    'refuses %s',
    (text) => {
      expect(parseWholeKroner(text)).toBeNull();
    },
  );
});
