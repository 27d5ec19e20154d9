import { normalEmail, normalName, normalPhone } from './contact.js';

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
});
