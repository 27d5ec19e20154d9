import { recognisableName } from './referral-name.js';

describe('recognisableName', () => {
  it.each([
    ['Peter Hansen', 'Peter H.'],
    ['Anna Marie  Østergaard', 'Anna Ø.'],
    ['  lise lund ', 'lise L.'],
    ['Madonna', 'Madonna'],
    ['', ''],
  ])('%p → %p', (full, shown) => {
    expect(recognisableName(full)).toBe(shown);
  });
});
