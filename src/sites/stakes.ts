import { siteKey } from '../../rules/sites.js';

/** Stakes in kr from the original stake table (original spec §9). */
const STAKE_TABLE: Record<string, number> = {
  vbet: 500,
  SpreadEx: 1000,
  '888sport': 500,
  Unibet: 2000,
  Bet365: 1000,
  'Leo vegas': 1000,
  ComeOn: 1000,
  Bwin: 1000,
  NordicBet: 500,
  Betsson: 500,
  Bet25: 500,
  Tipwin: 1600,
  Expekt: 1000,
  CashPoint: 500,
  campobet: 500,
  betina: 500,
};

export const DEFAULT_STAKE = 1000;

const stakesByKey = new Map(
  Object.entries(STAKE_TABLE).map(([name, stake]) => [siteKey(name), stake]),
);

export function defaultStake(siteName: string): number {
  return stakesByKey.get(siteKey(siteName)) ?? DEFAULT_STAKE;
}
