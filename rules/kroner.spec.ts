import { formatKroner, formatKronerChange, parseWholeKroner } from './kroner.js';

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

describe('formatKroner', () => {
  it.each([
    [0, '0 kr'],
    [750, '750 kr'],
    [1000, '1.000 kr'],
    [12500, '12.500 kr'],
    [1000000, '1.000.000 kr'],
    [-250, '\u2212250 kr'],
    [3450.5, '3.450,50 kr'],
    [-1234.56, '\u22121.234,56 kr'],
  ])('writes %d as %s', (amount, text) => {
    expect(formatKroner(amount)).toBe(text);
  });

  it('reads back what it writes (whole kroner)', () => {
    for (const amount of [0, 999, 1000, 65432, 1000000])
      expect(parseWholeKroner(formatKroner(amount))).toBe(amount);
  });

  it('signs a change either way', () => {
    expect(formatKronerChange(500)).toBe('+500 kr');
    expect(formatKronerChange(-1500)).toBe('\u22121.500 kr');
    expect(formatKronerChange(0)).toBe('0 kr');
  });
});
