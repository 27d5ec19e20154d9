import { useQuery } from '@tanstack/react-query';
import { bureauClient } from '../providers/bureauClient';

/** The owner's leaderboard for a period; the previous period stays on screen while the next loads. */
export function useLeaderboard(from: string, to: string) {
  return useQuery({
    queryKey: ['bureau', 'leaderboard', from, to],
    queryFn: () => bureauClient.leaderboard(from, to),
    placeholderData: (previous) => previous,
  });
}
