import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useArbiDataProvider } from '../providers/useArbi';

/** Whether 'Hent odds' is on, and when odds count as old: one read per page load. */
export function useOddsStatus() {
  const dataProvider = useArbiDataProvider();
  return useQuery({
    queryKey: ['odds-feed', 'status'],
    queryFn: () => dataProvider.getOddsFeedStatus(),
    staleTime: Infinity,
  });
}

/** The time now (ms), moving on every `everyMs`, for ages shown on the page. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * react-admin answers a call that met a 401 (and signed out) with `{ data: {} }` instead of
 * failing, so a stock method's record is `{}`: either is no plan, no odds and no placement.
 */
export const signedOutAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  !Array.isArray(answer) &&
  (Object.keys(answer).length === 0 || (Object.keys(answer).length === 1 && 'data' in answer));
