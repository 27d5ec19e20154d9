import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, type OfferDraft, toOffer } from './offerDraft';

const draft = (typed: Partial<OfferDraft>): OfferDraft => ({
  ...emptyDraft(),
  kind: 'deposit_bonus',
  ...typed,
});

describe("a site's welcome offer as typed", () => {
  it('reads the bonus and the deposit in whole kr as the panel writes amounts', () => {
    const typed = draft({ bonus: '1.000', minDeposit: '1 000 kr', bonusMinOdds: '1,80' });
    expect(draftProblems(typed)).toEqual({});
    expect(toOffer(typed)).toMatchObject({ bonus: 1000, minDeposit: 1000, bonusMinOdds: 1.8 });
  });

  it('says so on the field when an amount is not whole kr, rather than reading part of it', () => {
    expect(draftProblems(draft({ bonus: '1,5', minDeposit: '2.00' }))).toEqual({
      bonus: 'arbi.settlement.amount_invalid',
      minDeposit: 'arbi.progress.amount_invalid',
    });
    expect(draftProblems(draft({ bonus: '0' }))).toEqual({
      bonus: 'arbi.settlement.amount_invalid',
    });
    expect(draftProblems(draft({ bonus: '' }))).toEqual({ bonus: 'arbi.offers.bonus_required' });
  });

  it('keeps odds, times and days as decimal numbers, not kr', () => {
    const typed = draft({ bonus: '500', qualifyingMinOdds: '1.5', wagering: '7,5', days: '60' });
    expect(toOffer(typed)).toMatchObject({ qualifyingMinOdds: 1.5, wagering: 7.5, days: 60 });
    expect(draftProblems(draft({ bonus: '500', bonusMinOdds: 'to' }))).toEqual({
      bonusMinOdds: 'arbi.offers.not_a_number',
    });
  });

  it('still applies the Danish bonus rules to what it read', () => {
    expect(draftProblems(draft({ bonus: '1.500' }))).toEqual({
      bonus: 'En velkomstbonus må højst være 1.000 kr (Spillemyndighedens regler)',
    });
  });
});
