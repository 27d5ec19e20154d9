import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { styled } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { displayPhone, normalPhone } from '../../../rules/contact';
import type { Client } from '../providers/types';
import { formatDate, formatDateTime } from './format';

// One styled element per card, its lines and buttons plain HTML with classes: a page holds 25
// cards, and a MUI component for each line and button of each made Kundeliste slow to open
// (figures in bench/panel/NOTES.md).
const CardRoot = styled('article')(({ theme }) => {
  const button = {
    ...theme.typography.button,
    fontSize: '0.8125rem',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '4px 10px',
    minHeight: 32,
    borderRadius: theme.shape.borderRadius,
    border: '1px solid transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    background: 'none',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  };
  const solid = (color: 'error' | 'success') => ({
    ...button,
    color: theme.palette[color].contrastText,
    background: theme.palette[color].main,
    boxShadow: theme.shadows[2],
    '&:hover': { background: theme.palette[color].dark },
  });
  return {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    ...theme.typography.body2,
    '& .content': { flex: 1, padding: theme.spacing(2), overflowWrap: 'anywhere' },
    '& .content p': { margin: 0 },
    '& .date': { ...theme.typography.caption, color: theme.palette.text.secondary },
    '& h2': { ...theme.typography.h6, margin: 0 },
    '& h2 a': { color: 'inherit', textDecoration: 'none' },
    '& h2 a:hover': { textDecoration: 'underline' },
    '& .chips': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 8,
      alignItems: 'center',
      margin: '4px 0',
    },
    '& .chip': {
      ...theme.typography.caption,
      padding: '2px 10px',
      borderRadius: 12,
      background: theme.palette.action.selected,
    },
    '& .chip.again': {
      background: theme.palette.warning.main,
      color: theme.palette.warning.contrastText,
    },
    '& .label': { color: theme.palette.text.secondary },
    '& .dial': { display: 'flex', flexWrap: 'wrap', gap: 8, margin: '4px 0' },
    '& .outlined': {
      ...button,
      color: theme.palette.primary.main,
      borderColor: theme.palette.primary.main,
      '&:hover': { background: theme.palette.action.hover },
    },
    '& .error-outlined': {
      ...button,
      color: theme.palette.error.main,
      borderColor: theme.palette.error.main,
      '&:hover': { background: theme.palette.action.hover },
    },
    '& .error': solid('error'),
    '& .success': solid('success'),
    '& .sites': { marginTop: `${theme.spacing(1)} !important` },
    '& .actions': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 8,
      padding: theme.spacing(0, 2, 2),
    },
  };
});

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
