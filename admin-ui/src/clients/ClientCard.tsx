import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { displayPhone, normalPhone } from '../../../rules/contact';
import type { Client } from '../providers/types';
import { CardRoot } from './ClientCardRoot';
import { formatDate, formatDateTime } from './format';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <p>
      <span className="label">{label}:</span> {children}
    </p>
  );
}

interface ClientCardProps {
  client: Client;
  basename: string;
  archiving: boolean;
  onArchive: (client: Client) => void;
  onErase: (client: Client) => void;
}

/** One active customer, laid out like the original's card, with call and text at hand. */
export const ClientCard = memo(function ClientCard({
  client,
  basename,
  archiving,
  onArchive,
  onErase,
}: ClientCardProps) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.clients.fields.${name}`);
  const page = `${basename}/clients/${encodeURIComponent(client.id)}`;
  const phone = displayPhone(client.phone);
  const dial = normalPhone(client.phone);
  return (
    <CardRoot aria-label={client.name} data-testid="client-card">
      <div className="content">
        <span className="date">{formatDate(client.createdAt)}</span>
        <h2>
          <RouterLink to={page}>{client.name}</RouterLink>
        </h2>
        <div className="chips">
          <span className="chip" data-testid="client-status">
            {translate(`arbi.status.${client.status}`)}
          </span>
          {client.pendingSignup && (
            <span className="chip again">
              {translate('arbi.customer.signed_up_again', {
                details: [
                  client.pendingSignup.name,
                  client.pendingSignup.email,
                  client.pendingSignup.phone,
                ].join(', '),
              })}
            </span>
          )}
          <span data-testid="client-next-contact">
            {field('nextContactAt')}:{' '}
            {client.nextContactAt
              ? formatDateTime(client.nextContactAt)
              : translate('arbi.customer.no_next_contact')}
          </span>
        </div>
        <Line label={field('phone')}>{phone}</Line>
        <div className="dial">
          <a
            className="outlined"
            href={`tel:${dial}`}
            aria-label={translate('arbi.customer.call', { phone })}
          >
            <PhoneIcon fontSize="small" />
            {translate('arbi.customer.call_short')}
          </a>
          <a
            className="outlined"
            href={`sms:${dial}`}
            aria-label={translate('arbi.customer.sms', { phone })}
          >
            <SmsIcon fontSize="small" />
            {translate('arbi.customer.sms_short')}
          </a>
        </div>
        <Line label={field('birthDate')}>{formatDate(client.birthDate)}</Line>
        <Line label={field('email')}>{client.email}</Line>
        <Line label={field('referralCode')}>
          {client.referralCode || translate('arbi.clients.no_referral')}
        </Line>
        {client.source && <Line label={field('source')}>{client.source}</Line>}
        <p className="sites">
          {client.siteCount} {translate('arbi.clients.created_sites')}:{' '}
          {client.sites.join(', ') || translate('arbi.clients.no_sites')}
        </p>
      </div>
      <div className="actions">
        <button
          type="button"
          className="error"
          disabled={archiving}
          onClick={() => onArchive(client)}
        >
          {translate('arbi.clients.archive')}
        </button>
        <RouterLink className="success" to={`${page}/bet`}>
          {translate('arbi.clients.first_bet')}
        </RouterLink>
        <button type="button" className="error-outlined" onClick={() => onErase(client)}>
          {translate('arbi.erase.button')}
        </button>
      </div>
    </CardRoot>
  );
});
