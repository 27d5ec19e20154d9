import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import { arbiDanish } from './arbi-danish';
import { raDanish } from './ra-danish';

const danish = mergeTranslations(raDanish, arbiDanish);

export const i18nProvider = polyglotI18nProvider(
  () => danish,
  'da',
  [{ locale: 'da', name: 'Dansk' }],
  {
    allowMissing: true,
  },
);
