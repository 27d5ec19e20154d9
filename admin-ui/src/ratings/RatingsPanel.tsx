import {
  Alert,
  List,
  ListItem,
  ListItemText,
  Rating,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import { formatDate } from '../clients/format';
import type { Rating as RatingRecord } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { Panel } from '../common/Panel';

/** (e) 'MyRatings': the average, how many, and the latest ratings with their comments. */
export function RatingsPanel() {
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const summary = useQuery({
    queryKey: ['ratings', 'summary'],
    queryFn: () => dataProvider.getRatingSummary(),
  });
  const latest = useGetList<RatingRecord>('ratings', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const average = summary.data?.average;
  return (
    <Panel title={translate('arbi.ratings.title')}>
      {(summary.isPending || latest.isPending) && <Skeleton variant="rectangular" height={80} />}
      {(summary.error || latest.error) && (
        <Alert severity="error">{translate('arbi.error_lower')}</Alert>
      )}
      {summary.data && summary.data.count === 0 && (
        <Alert severity="info">{translate('arbi.ratings.none')}</Alert>
      )}
      {summary.data && summary.data.count > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Rating value={average ?? 0} precision={0.1} readOnly aria-hidden />
          <Typography data-testid="rating-average">
            {translate('arbi.ratings.average', {
              average: (average ?? 0).toLocaleString('da-DK', { maximumFractionDigits: 1 }),
            })}
          </Typography>
          <Typography color="text.secondary">
            {translate('arbi.ratings.count', { smart_count: summary.data.count })}
          </Typography>
        </Stack>
      )}
      {!!latest.data?.length && (
        <List dense aria-label={translate('arbi.ratings.latest')}>
          {latest.data.map((rating) => (
            <ListItem key={rating.id} disableGutters divider>
              <ListItemText
                primary={translate('arbi.ratings.stars', { stars: rating.stars })}
                secondary={[formatDate(rating.createdAt), rating.comment]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
