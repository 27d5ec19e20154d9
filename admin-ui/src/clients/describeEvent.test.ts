import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { ClientEvent } from '../providers/types';
import { describeEvent } from './describeEvent';

const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options);
const line = (type: ClientEvent['type'], data: Record<string, unknown>) =>
  describeEvent({ id: 'e', type, at: '2026-03-02T09:00:00Z', data } as ClientEvent, translate);

describe('the timeline says how much money moved', () => {
  it('gives a deposit and a withdrawal their amounts, Danish style', () => {
    expect(
      line('site_progress', {
        site: 'Unibet',
        state: 'deposited',
        deposit: 1000,
        withdrawn: 0,
        depositChange: 1000,
        withdrawnChange: 0,
      }),
    ).toBe('Unibet: Indbetalt · indbetalt 1.000 kr');
    expect(
      line('site_progress', {
        site: 'Unibet',
        state: 'withdrawn',
        deposit: 1500,
        withdrawn: 1850,
        depositChange: 500,
        withdrawnChange: 1850,
      }),
    ).toBe('Unibet: Udbetalt · indbetalt +500 kr, i alt 1.500 kr · udbetalt 1.850 kr');
    expect(
      line('site_progress', {
        site: 'Bwin',
        state: 'deposited',
        deposit: 250,
        withdrawn: 0,
        depositChange: -750,
        withdrawnChange: 0,
      }),
    ).toBe('Bwin: Indbetalt · indbetalt \u2212750 kr, i alt 250 kr');
  });

  it('leaves a change of the step alone without amounts', () => {
    expect(
      line('site_progress', {
        site: 'Bwin',
        state: 'created',
        deposit: 0,
        withdrawn: 0,
        depositChange: 0,
        withdrawnChange: 0,
      }),
    ).toBe('Bwin: Oprettet');
  });

  it("writes payments, the customer's own ticks and plans in kr", () => {
    expect(line('payment', { kind: 'advance', amount: 12500, reverses: null })).toBe(
      'Udlæg: 12.500 kr',
    );
    expect(line('payment', { kind: 'payout', amount: 2000, reverses: 'p1' })).toBe(
      'Tilbageførsel af Udbetaling: 2.000 kr',
    );
    expect(line('customer_ticked', { site: 'Unibet', step: 'deposited', amount: 1000 })).toBe(
      'Kunden krydsede af: Unibet, indbetalt: 1.000 kr',
    );
    expect(line('customer_ticked', { site: 'Unibet', step: 'created' })).toBe(
      'Kunden krydsede af: Unibet, oprettet',
    );
    expect(line('bet_planned', { betPlanId: 'b', minReturn: 3450 })).toBe(
      'Bet planlagt (minimum 3.450 kr tilbage)',
    );
  });
});
