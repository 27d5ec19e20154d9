import { describe, expect, it } from 'vitest';
import { rewardProblem, withRewardInKr } from './reward';

describe("a referral's reward", () => {
  it('takes whole kr as the panel writes amounts, and sends the number', () => {
    for (const text of ['1.000', '1 000', '1000 kr', '1000'])
      expect([rewardProblem(text), withRewardInKr({ code: '1234', reward: text })]).toEqual([
        undefined,
        { code: '1234', reward: 1000 },
      ]);
    expect(withRewardInKr({ reward: '0' })).toEqual({ reward: 0 });
  });

  it("refuses what is not whole kr with the server's message, rather than sending part of it", () => {
    for (const text of ['1,5', '1.5', '-5', 'to', '10.000.001'])
      expect(rewardProblem(text)).toBe('Belønningen skal være et helt antal kr (0 = ingen)');
  });

  it('leaves the saved number, and an empty field (the default applies), as they are', () => {
    expect([200, null, undefined].map(rewardProblem)).toEqual([undefined, undefined, undefined]);
    expect(withRewardInKr({ reward: 200 })).toEqual({ reward: 200 });
    const untouched: { name: string; reward?: string } = { name: 'Peter' };
    expect(withRewardInKr(untouched)).toEqual({ name: 'Peter' });
  });
});
