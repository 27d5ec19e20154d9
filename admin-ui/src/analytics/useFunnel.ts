import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useArbiDataProvider } from '../providers/useArbi';
import type { FunnelQuery } from '../providers/early';
import type { Funnel, FunnelStep } from '../providers/types';

export const STEPS: FunnelStep[] = ['welcome', 'sites', 'form', 'submitted'];

/** Percent of the first step's visits still there at each step. */
export const keptPercent = (count: number, first: number) =>
  first ? Math.round((count / first) * 100) : 0;

export function useFunnel(query: FunnelQuery) {
  const dataProvider = useArbiDataProvider();
  return useQuery<Funnel>({
    queryKey: ['analytics-funnel', query],
    queryFn: () => dataProvider.getFunnel(query),
    placeholderData: keepPreviousData,
  });
}
