import { offerProblems, offerSummary, type Offer } from './offers.js';

const freeBet: Offer = { kind: 'free_bet', bonus: 200, bonusMinOdds: 1.8 };
const depositBonus: Offer = {
  kind: 'deposit_bonus',
  bonus: 1000,
  minDeposit: 1000,
  wagering: 10,
  days: 60,
};

describe('offerProblems (Danish bonus rules)', () => {
  it('allows offers at the limits', () => {
    expect(offerProblems(freeBet)).toEqual([]);
    expect(offerProblems(depositBonus)).toEqual([]);
    expect(offerProblems({ kind: 'free_bet_sr', bonus: 1000, qualifyingMinOdds: 1.01 })).toEqual(
      [],
    );
  });

  it('names each rule broken', () => {
    const fields = (offer: Offer) => offerProblems(offer).map((p) => p.field);
    expect(fields({ ...freeBet, bonus: 1001 })).toEqual(['bonus']);
    expect(offerProblems({ ...freeBet, bonus: 1001 })[0].message).toMatch(
      /højst være 1\.000 kr.*Spillemyndighedens/,
    );
    expect(fields({ ...depositBonus, minDeposit: 500 })).toEqual(['minDeposit']);
    expect(fields({ ...depositBonus, wagering: 10.5 })).toEqual(['wagering']);
    expect(fields({ ...depositBonus, days: 59 })).toEqual(['days']);
    expect(fields({ ...freeBet, wagering: 5 })).toEqual(['wagering']);
    expect(fields({ ...freeBet, bonusMinOdds: 1, qualifyingMinOdds: 1.009 })).toEqual([
      'qualifyingMinOdds',
      'bonusMinOdds',
    ]);
  });

  it('sums an offer up in Danish', () => {
    expect(offerSummary(depositBonus)).toBe('1.000 kr indbetalingsbonus, omsætning 10×, 60 dage');
    expect(offerSummary({ ...freeBet, qualifyingMinOdds: 1.5 })).toBe(
      '200 kr freebet, første bet min. odds 1,50, bonus min. odds 1,80',
    );
  });
});
