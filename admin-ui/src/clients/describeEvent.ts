import { formatKroner, formatKronerChange } from '../../../rules/kroner';
import type { ClientEvent } from '../providers/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * What a site's money did in one change: 'indbetalt 1.000 kr' the first time, 'udbetalt +500 kr,
 * i alt 1.850 kr' after; nothing for a change of its step alone.
 */
function moneyOf(data: Record<string, unknown>, translate: Translate): string[] {
  return (['deposit', 'withdrawn'] as const).flatMap((field) => {
    const total = amount(data[field]);
    const change = amount(data[`${field}Change`]);
    if (total === null || !change) return [];
    const what = translate(`arbi.timeline.money.${field}`);
    return change === total
      ? [translate('arbi.timeline.money.set', { what, amount: formatKroner(total) })]
      : [
          translate('arbi.timeline.money.changed', {
            what,
            change: formatKronerChange(change),
            total: formatKroner(total),
          }),
        ];
  });
}

/** A placement's own sites' lines: its one `bet_placed` line tells them, with the amounts. */
export const partOfPlacement = ({ type, data }: ClientEvent) =>
  type === 'site_progress' && typeof data?.betPlanId === 'string';

/** One line of the customer's timeline, in Danish, with the amounts where money moved. */
export function describeEvent({ type, data }: ClientEvent, translate: Translate): string {
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
  if (type === 'payment') {
    const kind = translate(`arbi.settlement.kinds.${String(args.kind)}`);
    return translate(
      args.reverses ? 'arbi.settlement.timeline_reversal' : 'arbi.settlement.timeline',
      { kind, amount: formatKroner(amount(args.amount) ?? 0) },
    );
  }
  if (type === 'bet_planned' && amount(args.minReturn) !== null) {
    args.minReturn = formatKroner(amount(args.minReturn)!);
  }
  if (type === 'bet_placed' && Array.isArray(args.sites)) {
    const sites = (args.sites as { site: string; stake: number }[])
      .map(({ site, stake }) => `${site} ${formatKroner(stake)}`)
      .join(', ');
    const deposited = amount(args.depositChange) ?? 0;
    return translate(deposited ? 'arbi.timeline.bet_placed_deposit' : 'arbi.timeline.bet_placed', {
      sites,
      stake: formatKroner(amount(args.totalStake) ?? 0),
      deposited: formatKroner(deposited),
    });
  }
  if (type === 'site_progress') {
    if (args.state) args.state = translate(`arbi.progress.states.${String(args.state)}`);
    const line = translate('arbi.timeline.site_progress', args);
    const money = moneyOf(args, translate);
    return money.length ? `${line} · ${money.join(' · ')}` : line;
  }
  if ((type === 'customer_ticked' || type === 'customer_unticked') && args.step) {
    args.step = translate(`arbi.progress.states.${String(args.step)}`).toLocaleLowerCase('da');
    const line = translate(`arbi.timeline.${type}`, args);
    const money = amount(args.amount);
    return money === null ? line : `${line}: ${formatKroner(money)}`;
  }
  return translate(`arbi.timeline.${type}`, args);
}
