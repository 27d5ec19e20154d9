import { balanceSentence, feeAgreementText, statementLines } from './settlement.js';

describe('balanceSentence', () => {
  it('says who owes whom, in Danish thousands', () => {
    expect(balanceSentence(1100)).toBe('Kunden skylder dig 1.100 kr');
    expect(balanceSentence(-900)).toBe('Du skylder kunden 900 kr');
    expect(balanceSentence(0)).toBe('I er kvit');
  });
});

describe('feeAgreementText', () => {
  it('names each model', () => {
    expect(feeAgreementText({ model: 'fixed', amount: 1500, percent: null })).toBe('1.500 kr');
    expect(feeAgreementText({ model: 'per_site', amount: 300, percent: null })).toBe(
      '300 kr pr. side',
    );
    expect(feeAgreementText({ model: 'share', amount: null, percent: 25 })).toBe(
      '25 % af gevinsten',
    );
  });
});

describe('statementLines', () => {
  const fee = { model: 'fixed' as const, amount: 1500, percent: null };
  it('tells the customer what they owe, leaving out what did not happen', () => {
    expect(
      statementLines({
        fee,
        feeEarned: 0,
        advanced: 2000,
        paidOut: 0,
        returned: 500,
        balance: 1500,
      }),
    ).toEqual([
      'Aftalt honorar: 1.500 kr.',
      'Du har lånt 2.000 kr til indskud.',
      'Du har betalt 500 kr tilbage.',
      'Du skylder 1.500 kr.',
    ]);
  });
  it('tells the customer what they have coming, or that they are square', () => {
    const owed = statementLines({
      fee,
      feeEarned: 1500,
      advanced: 0,
      paidOut: 0,
      returned: 0,
      balance: -1200,
    });
    expect(owed.at(-1)).toBe('Du har 1.200 kr til gode.');
    expect(owed).toContain('Honorar optjent indtil nu: 1.500 kr.');
    const square = statementLines({
      fee,
      feeEarned: 0,
      advanced: 0,
      paidOut: 0,
      returned: 0,
      balance: 0,
    });
    expect(square.at(-1)).toBe('I er kvit.');
  });
});
