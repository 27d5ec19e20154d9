import { Alert, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import type { ClientEvent } from '../providers/types';
import { formatDateTime } from './format';
import { useEvents } from './useClientWork';

const kr = (amount: number) =>
  amount.toLocaleString('da-DK', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** A placement's own sites' lines: its one `bet_placed` line tells them, with the amounts. */
const partOfPlacement = ({ type, data }: ClientEvent) =>
  type === 'site_progress' && typeof data?.betPlanId === 'string';

function useDescribe() {
  const translate = useTranslate();
  return ({ type, data }: ClientEvent): string => {
    const args = { ...(data ?? {}) } as Record<string, unknown>;
    if (type === 'status_changed') {
      args.from = translate(`arbi.status.${String(args.from)}`);
      args.to = translate(`arbi.status.${String(args.to)}`);
    }
    if (type === 'contact_corrected' && Array.isArray(args.fields)) {
      args.fields = args.fields
        .map((field) =>
          translate(`resources.clients.fields.${String(field)}`).toLocaleLowerCase('da'),
        )
        .join(', ');
    }
    if (type === 'site_progress' && args.state) {
      args.state = translate(`arbi.progress.states.${String(args.state)}`);
    }
    if (type === 'payment') {
      const kind = translate(`arbi.settlement.kinds.${String(args.kind)}`);
      const amount = Number(args.amount).toLocaleString('da-DK');
      return translate(
        args.reverses ? 'arbi.settlement.timeline_reversal' : 'arbi.settlement.timeline',
        { kind, amount },
      );
    }
    if (type === 'bet_placed' && Array.isArray(args.sites)) {
      const sites = (args.sites as { site: string; stake: number }[])
        .map(({ site, stake }) => `${site} ${kr(stake)} kr`)
        .join(', ');
      const deposited = Number(args.depositChange) || 0;
      return translate(
        deposited ? 'arbi.timeline.bet_placed_deposit' : 'arbi.timeline.bet_placed',
        {
          sites,
          stake: kr(Number(args.totalStake) || 0),
          deposited: kr(deposited),
        },
      );
    }
    if ((type === 'customer_ticked' || type === 'customer_unticked') && args.step) {
      args.step = translate(`arbi.progress.states.${String(args.step)}`).toLocaleLowerCase('da');
    }
    return translate(`arbi.timeline.${type}`, args);
  };
}

/** Everything that happened to the customer, newest first. */
export function Timeline({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const events = useEvents(clientId);
  const describe = useDescribe();
  return (
    <Panel title={translate('arbi.timeline.title')}>
      {events.isPending && <Skeleton variant="rectangular" height={48} />}
      {events.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {events.data?.length === 0 && (
        <Alert severity="info">{translate('arbi.timeline.none')}</Alert>
      )}
      <List dense aria-label={translate('arbi.timeline.title')}>
        {events.data
          ?.filter((event) => !partOfPlacement(event))
          .map((event) => (
            <ListItem key={event.id} divider disableGutters data-testid="event">
              <ListItemText primary={describe(event)} secondary={formatDateTime(event.at)} />
            </ListItem>
          ))}
      </List>
    </Panel>
  );
}
