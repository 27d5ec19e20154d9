import type { OfferRecord } from '../sites/settings.mapper.js';
import { wageringFor } from './wagering.js';

const offer: OfferRecord = {
  kind: 'deposit_bonus',
  bonus: 1000,
  minDeposit: 1000,
  qualifyingMinOdds: null,
  bonusMinOdds: 1.8,
  wagering: 10,
  days: 60,
  promoCode: null,
  notes: null,
};
const depositedAt = new Date('2026-11-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('wageringFor', () => {
  it('is wagering × (deposit + bonus) less the stakes placed since the deposit', () => {
    const figures = wageringFor(offer, 1000, depositedAt, [
      { site: 'Bet365', stake: 2000, placedAt: at('2026-11-02T10:00:00Z') },
      { site: 'Bet365', stake: 1500.5, placedAt: at('2026-11-03T10:00:00Z') },
      // Before the deposit: not towards this bonus.
      { site: 'Bet365', stake: 5000, placedAt: at('2026-10-30T10:00:00Z') },
    ]);
    expect(figures).toEqual({
      wageringLeft: 20_000 - 3500.5,
      wageringDeadline: '2026-12-31T12:00:00.000Z',
    });
  });

  it('never goes below 0', () => {
    const stakes = [{ site: 'Bet365', stake: 25_000, placedAt: at('2026-11-02T10:00:00Z') }];
    expect(wageringFor(offer, 1000, depositedAt, stakes).wageringLeft).toBe(0);
  });

  it('is null without a deposit bonus with wagering, or before the deposit', () => {
    const none = { wageringLeft: null, wageringDeadline: null };
    expect(wageringFor(null, 1000, depositedAt, [])).toEqual(none);
    expect(
      wageringFor({ ...offer, kind: 'free_bet', wagering: null }, 1000, depositedAt, []),
    ).toEqual(none);
    expect(wageringFor(offer, 0, null, [])).toEqual(none);
  });

  it('has no deadline when the offer gives no days', () => {
    expect(wageringFor({ ...offer, days: null }, 500, depositedAt, []).wageringDeadline).toBeNull();
  });
});
