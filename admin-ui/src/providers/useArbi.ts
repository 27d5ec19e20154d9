import { useDataProvider } from 'react-admin';
import type { ArbiDataProvider } from './dataProvider';

/** The data provider with our custom calls (archive, bet plans, rating summary, public config). */
export const useArbiDataProvider = () => useDataProvider<ArbiDataProvider>();
