import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatKr } from '../bet-plans/planSites';
import type { SiteProgress } from '../providers/types';
import { formatDate } from './format';
import { useSiteProgress } from './useClientWork';

/** The sites with wagering left, nearest deadline first (no deadline last). */
function wageringLeft(rows: SiteProgress[]): SiteProgress[] {
  const deadline = (row: SiteProgress) =>
    row.wageringDeadline ? Date.parse(row.wageringDeadline) : Infinity;
  return rows
    .filter((row) => (row.wageringLeft ?? 0) > 0)
    .sort((a, b) => deadline(a) - deadline(b) || a.site.localeCompare(b.site, 'da'));
}

/** 'Omsætning tilbage': what the customer still has to wager on deposit bonuses, and by when. */
export function WageringPanel({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const progress = useSiteProgress(clientId);
  const rows = wageringLeft(progress.data ?? []);
  if (!rows.length) return null;
  return (
    <Card data-testid="wagering-left">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('arbi.wagering.title')}
        </Typography>
        <Typography component="ol" sx={{ pl: 2.5, m: 0 }}>
          {rows.map((row) => (
            <li key={row.site}>
              {translate(
                row.wageringDeadline ? 'arbi.wagering.item' : 'arbi.wagering.item_no_deadline',
                {
                  site: row.site,
                  left: formatKr(row.wageringLeft ?? 0),
                  deadline: formatDate(row.wageringDeadline),
                },
              )}
            </li>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
}
