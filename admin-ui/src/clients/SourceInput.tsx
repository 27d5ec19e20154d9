import { useQuery } from '@tanstack/react-query';
import { SelectInput, useListContext, useTranslate } from 'react-admin';
import { lastDays } from '../analytics/days';
import { UNTAGGED_SOURCE } from '../providers/dataProvider';
import { useArbiDataProvider } from '../providers/useArbi';

/** How far back the tags offered are looked for: a tag made this year is in the list. */
const TAG_DAYS = 365;

/**
 * Kundeliste's 'Kilde' filter: the personal link's tags the recruiter's visitors came with (from
 * Statistik's counts), and 'Uden kilde' for customers who came without one.
 */
export function SourceInput({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const current: unknown = useListContext().filterValues?.[source];
  const tags = useQuery({
    queryKey: ['analytics-funnel', 'tags'],
    queryFn: () => dataProvider.getFunnel(lastDays(TAG_DAYS)),
    staleTime: 5 * 60_000,
  });
  const known = (tags.data?.bySource ?? []).flatMap((row) => (row.source ? [row.source] : []));
  const chosen = typeof current === 'string' && current !== UNTAGGED_SOURCE ? [current] : [];
  const choices = [
    ...[...new Set([...known, ...chosen])].sort().map((tag) => ({ id: tag, name: tag })),
    { id: UNTAGGED_SOURCE, name: translate('arbi.analytics.untagged') },
  ];
  return (
    <SelectInput
      source={source}
      choices={choices}
      emptyText={translate('arbi.analytics.all_sources')}
      isPending={tags.isPending}
    />
  );
}
