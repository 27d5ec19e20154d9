import { Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, useBasename, useTranslate } from 'react-admin';
import type { Client } from '../providers/types';
import { displayPhone } from '../../../rules/contact';
import { formatDate, formatDateTime } from './format';
import { PhoneLinks } from './PhoneLinks';
import { EraseClientButton } from './EraseClientButton';
import { useArchiveClient } from './useArchiveClient';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** One active customer, laid out like the original's card. */
export function ClientCard({ client }: { client: Client }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveClient();
  const field = (name: string) => translate(`resources.clients.fields.${name}`);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={client.name}
      data-testid="client-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(client.createdAt)}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={`${basename}/clients/${encodeURIComponent(client.id)}`}
            underline="hover"
            color="inherit"
          >
            {client.name}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 0.5 }}>
          <Chip
            size="small"
            label={translate(`arbi.status.${client.status}`)}
            data-testid="client-status"
          />
          {client.pendingSignup && (
            <Chip
              size="small"
              color="warning"
              // The name and email it came with can be long: the label wraps inside the card.
              sx={{
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 },
              }}
              label={translate('arbi.customer.signed_up_again', {
                details: [
                  client.pendingSignup.name,
                  client.pendingSignup.email,
                  client.pendingSignup.phone,
                ].join(', '),
              })}
            />
          )}
          <Typography variant="body2" data-testid="client-next-contact">
            {field('nextContactAt')}:{' '}
            {client.nextContactAt
              ? formatDateTime(client.nextContactAt)
              : translate('arbi.customer.no_next_contact')}
          </Typography>
        </Box>
        <Line label={field('phone')}>{displayPhone(client.phone)}</Line>
        <Box sx={{ my: 0.5 }}>
          <PhoneLinks phone={client.phone} />
        </Box>
        <Line label={field('birthDate')}>{formatDate(client.birthDate)}</Line>
        <Line label={field('email')}>{client.email}</Line>
        <Line label={field('referralCode')}>
          {client.referralCode || translate('arbi.clients.no_referral')}
        </Line>
        {client.source && <Line label={field('source')}>{client.source}</Line>}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {client.siteCount} {translate('arbi.clients.created_sites')}:{' '}
          {client.sites.join(', ') || translate('arbi.clients.no_sites')}
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          color="error"
          size="small"
          onClick={() => setConfirming(true)}
          disabled={archive.isPending}
        >
          {translate('arbi.clients.archive')}
        </Button>
        <Button
          variant="contained"
          color="success"
          size="small"
          component={RouterLink}
          to={`${basename}/clients/${encodeURIComponent(client.id)}/bet`}
        >
          {translate('arbi.clients.first_bet')}
        </Button>
        <EraseClientButton client={client} />
      </CardActions>
      {/* Made only when opened: a closed dialog per card is work on every render of the list. */}
      {confirming && (
        <Confirm
          isOpen
          loading={archive.isPending}
          title={translate('arbi.clients.archive')}
          content={translate('arbi.clients.archive_confirm')}
          onConfirm={() => archive.mutate(client.id, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
