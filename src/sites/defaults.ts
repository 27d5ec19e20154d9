import type { AdminTexts } from '../admins/admin.entity.js';

/** The 12 sites every new admin starts with (original spec §3). */
export const DEFAULT_SITE_NAMES = [
  'Betfair',
  'Unibet',
  'Bet365',
  'LeoVegas',
  'ComeOn',
  'Bwin',
  'NordicBet',
  'Betsson',
  'Bet25',
  'Tipwin',
  'Expekt',
  'CashPoint',
];

export const DEFAULT_TEXTS: AdminTexts = {
  welcome: {
    title: 'Velkommen til vores Arbitrage Bereau',
    text: 'Vil du tjene 1500 kr. på bare 3 timer? Så er du kommet til det rette sted.',
  },
  sitesPage: {
    title: 'Arbitrage Bereau - Start her',
    text:
      'Sæt kryds ved de bettingsider, hvor du allerede har en konto. ' +
      'Har du en konto, hvor velkomstbonussen IKKE er brugt, skal du IKKE sætte kryds ved den.',
  },
};
