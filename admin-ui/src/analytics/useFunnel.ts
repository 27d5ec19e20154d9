import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useArbiDataProvider } from '../providers/useArbi';
import type { Funnel, FunnelStep } from '../providers/types';

export const STEPS: FunnelStep[] = ['welcome', 'sites', 'form', 'submitted'];

const copenhagenDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' });

/** Today in Copenhagen (the server counts days there) and the day `days` before it. */
export function lastDays(days: number): { from: string; to: string } {
  const to = copenhagenDay.format(new Date());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** Percent of the first step's visits still there at each step. */
export const keptPercent = (count: number, first: number) =>
  first ? Math.round((count / first) * 100) : 0;

export function useFunnel(query: { from: string; to: string; source?: string }) {
  const dataProvider = useArbiDataProvider();
  return useQuery<Funnel>({
    queryKey: ['analytics-funnel', query],
    queryFn: () => dataProvider.getFunnel(query),
    placeholderData: keepPreviousData,
  });
}
