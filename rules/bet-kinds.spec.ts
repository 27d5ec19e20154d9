import { defaultStake, offerMinOdds, parseStakeKr, proposedKind } from './bet-kinds.js';
import type { Offer } from './offers.js';

const freeBet: Offer = { kind: 'free_bet', bonus: 200, qualifyingMinOdds: 1.8, bonusMinOdds: 2 };
const deposit: Offer = { kind: 'deposit_bonus', bonus: 1000, minDeposit: 1000, wagering: 10 };

describe('proposedKind', () => {
  it('proposes cash before the first bet, the free bet after the bonus, bonus money while wagering', () => {
    expect(proposedKind('none', freeBet, null)).toBe('cash');
    expect(proposedKind('created', null, null)).toBe('cash');
    expect(proposedKind('bonus', freeBet, null)).toBe('free_bet');
    expect(proposedKind('bonus', { ...freeBet, kind: 'free_bet_sr' }, null)).toBe('free_bet_sr');
    expect(proposedKind('bonus', deposit, 12_000)).toBe('bonus_money');
    expect(proposedKind('bonus_placed', deposit, 500)).toBe('bonus_money');
  });

  it('proposes nothing where nothing is left to plan', () => {
    expect(proposedKind('bet_placed', freeBet, null)).toBeNull();
    expect(proposedKind('bonus_placed', freeBet, null)).toBeNull();
    expect(proposedKind('bonus', deposit, 0)).toBeNull();
    expect(proposedKind('had', null, null)).toBeNull();
    expect(proposedKind('withdrawn', deposit, 100)).toBeNull();
  });
});

describe('defaultStake and offerMinOdds', () => {
  it('takes the stake from the site, the offer or the deposit', () => {
    expect(defaultStake('cash', 750, freeBet, 0)).toBe(750);
    expect(defaultStake('free_bet', 750, freeBet, 0)).toBe(200);
    expect(defaultStake('bonus_money', 750, deposit, 800)).toBe(1800);
    expect(defaultStake('bonus_money', 750, deposit, 0)).toBe(2000);
    expect(defaultStake('free_bet', 750, null, 0)).toBeNull();
  });

  it('uses the qualifying minimum for cash and the bonus minimum for the rest', () => {
    expect(offerMinOdds('cash', freeBet)).toBe(1.8);
    expect(offerMinOdds('free_bet', freeBet)).toBe(2);
    expect(offerMinOdds('bonus_money', null)).toBeNull();
  });
});

describe('parseStakeKr', () => {
  it.each([
    ['750', 750],
    ['1.234,50', 1234.5],
    ['1 234,5', 1234.5],
    ['0,33', 0.33],
    ['2.5', 2.5],
    ['1.000', 1000],
    ['750 kr', 750],
  ])('reads %p as %p kr', (text, amount) => expect(parseStakeKr(text)).toBe(amount));

  it.each(['', '0', 'abc', '1,234', '-5', '1.2.3'])('refuses %p', (text) =>
    expect(parseStakeKr(text)).toBeNull(),
  );
});
