import { describe, expect, it } from 'vitest';
import { signedOutAnswer } from './useOdds';

describe('signedOutAnswer: what react-admin gives back for a call that met a 401', () => {
  it("knows a custom method's `{ data: {} }` and a stock method's record `{}`", () => {
    expect(signedOutAnswer({ data: {} })).toBe(true);
    expect(signedOutAnswer({})).toBe(true);
  });

  it('takes a real plan, a list or nothing for what they are', () => {
    expect(signedOutAnswer({ id: 'p1', odds: [], minReturn: 2100 })).toBe(false);
    expect(signedOutAnswer([])).toBe(false);
    expect(signedOutAnswer(undefined)).toBe(false);
  });
});
