import { displayPhone, normalEmail, normalName, normalPhone } from './contact.js';

describe('contact normal forms', () => {
  it('writes a phone one way however it was spaced, bracketed or dashed', () => {
    const spellings = ['+45 87 65 43 21', ' +45 8765 4321 ', '+45 (87) 65-43-21', '+4587654321'];
    expect(new Set(spellings.map(normalPhone))).toEqual(new Set(['+4587654321']));
    expect(normalPhone('87 65 43 21')).toBe('87654321');
  });

  it('writes an email trimmed and in lower case', () => {
    expect(normalEmail('  Anna.Jensen@Example.DK ')).toBe('anna.jensen@example.dk');
  });

  it('writes a name trimmed, with single spaces', () => {
    expect(normalName('  Anna   Marie\tJensen ')).toBe('Anna Marie Jensen');
  });

  it('leaves a value in normal form as it is', () => {
    for (const [normal, value] of [
      [normalPhone, '+4587654321'],
      [normalEmail, 'anna@example.dk'],
      [normalName, 'Anna Jensen'],
    ] as const) {
      expect(normal(value)).toBe(value);
    }
  });

  it('shows a Danish number in pairs, whatever its stored spelling', () => {
    for (const stored of ['+4587654321', '+45 8765 4321', '0045 87654321', '+45 (87) 65-43-21'])
      expect(displayPhone(stored)).toBe('+45 87 65 43 21');
    expect(displayPhone('87654321')).toBe('87 65 43 21');
  });

  it('shows any other number in its normal form, not cut into Danish pairs', () => {
    expect(displayPhone('+46 70 123 45 67')).toBe('+46701234567');
    expect(displayPhone('+45 1234')).toBe('+451234');
    expect(displayPhone('123456789')).toBe('123456789');
  });
});
