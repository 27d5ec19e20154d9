import { hashRecoveryCode, looksLikeTotpCode, newRecoveryCodes } from './recovery-codes.js';

describe('recovery codes', () => {
  it('are ten different codes of two groups, without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('match whatever the case, spaces or dashes they are typed with', () => {
    expect(hashRecoveryCode('K7D3M QX9AW')).toBe(hashRecoveryCode('k7d3m-qx9aw'));
    expect(hashRecoveryCode('k7d3m-qx9aw')).not.toBe(hashRecoveryCode('k7d3m-qx9ax'));
  });

  it('are told apart from an app code', () => {
    expect(looksLikeTotpCode('123 456')).toBe(true);
    expect(looksLikeTotpCode('k7d3m-qx9aw')).toBe(false);
  });
});
