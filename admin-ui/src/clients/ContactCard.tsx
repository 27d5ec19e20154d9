import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Confirm, useBasename, useTranslate } from 'react-admin';
import { displayPhone, normalPhone } from '../../../rules/contact';
import type { Client } from '../providers/types';
import { ContactCorrectionForm } from './ContactCorrectionForm';
import { displayName } from './displayName';
import { EraseClientButton } from './EraseClientButton';
import { formatDate, formatDateTime } from './format';
import { NextContactForm } from './NextContactForm';
import { StatusSelect } from './StatusSelect';
import { useArchiveClient } from './useArchiveClient';
import { useUpdateClient } from './useUpdateClient';

/** Call, text and mail the customer: big buttons, for the phone in the recruiter's hand. */
function ContactButtons({ client }: { client: Client }) {
  const translate = useTranslate();
  const phone = displayPhone(client.phone);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}>
      <Button
        variant="contained"
        size="large"
        startIcon={<PhoneIcon />}
        href={`tel:${normalPhone(client.phone)}`}
        aria-label={translate('arbi.customer.call', { phone })}
      >
        {phone}
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<SmsIcon />}
        href={`sms:${normalPhone(client.phone)}`}
        aria-label={translate('arbi.customer.sms', { phone })}
      >
        {translate('arbi.customer.sms_short')}
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<EmailIcon />}
        href={`mailto:${client.email}`}
        aria-label={translate('arbi.customer.mail', { email: client.email })}
        sx={{ overflowWrap: 'anywhere', textTransform: 'none' }}
      >
        {client.email}
      </Button>
    </Stack>
  );
}

/**
 * Name, tap-to-call, text and mail, status, follow-up, corrections, archive and erasure: what a
 * recruiter needs on the phone. An archived customer has no contact data left to use or change.
 */
export function ContactCard({ client }: { client: Client }) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { change, isPending } = useUpdateClient();
  const archive = useArchiveClient();
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const readOnly = !!client.archivedAt;
  const toList = () => navigate(`${basename}/clients`);
  return (
    <Card component="section" aria-labelledby="client-name">
      <CardContent>
        <Typography id="client-name" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {displayName(client, translate)}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {readOnly
            ? translate('arbi.customer.archived_dates', {
                created: formatDate(client.createdAt),
                archived: formatDate(client.archivedAt),
              })
            : formatDate(client.createdAt)}
          {client.birthDate &&
            ` · ${translate('resources.clients.fields.birthDate')}: ${formatDate(client.birthDate)}`}
          {client.referralCode &&
            ` · ${translate('resources.clients.fields.referralCode')}: ${client.referralCode}`}
          {client.source && ` · ${translate('resources.clients.fields.source')}: ${client.source}`}
        </Typography>
        {readOnly ? (
          <Alert severity="info" sx={{ my: 2 }}>
            {translate('arbi.customer.archived_read_only')}
          </Alert>
        ) : (
          <ContactButtons client={client} />
        )}
        <Stack spacing={2}>
          <StatusSelect
            value={client.status}
            disabled={readOnly || isPending}
            onChange={(status) => change(client, { status }, 'arbi.customer.status_saved')}
          />
          <NextContactForm key={client.nextContactAt ?? ''} client={client} readOnly={readOnly} />
          <Typography variant="body2" color="text.secondary">
            {translate('resources.clients.fields.lastActivityAt')}:{' '}
            {formatDateTime(client.lastActivityAt)}
          </Typography>
        </Stack>
        {correcting && (
          <ContactCorrectionForm client={client} onDone={() => setCorrecting(false)} />
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {!readOnly && (
            <Button
              variant="contained"
              color="success"
              component={RouterLink}
              to={`${basename}/clients/${encodeURIComponent(client.id)}/bet`}
            >
              {translate('arbi.clients.first_bet')}
            </Button>
          )}
          {!readOnly && !correcting && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setCorrecting(true)}>
              {translate('arbi.correction.open')}
            </Button>
          )}
          {!readOnly && (
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              {translate('arbi.clients.archive')}
            </Button>
          )}
          <EraseClientButton client={client} onErased={toList} />
          <Button component={RouterLink} to={`${basename}/clients`}>
            {translate('arbi.customer.back')}
          </Button>
        </Stack>
        {confirming && (
          <Confirm
            isOpen
            loading={archive.isPending}
            title={translate('arbi.clients.archive')}
            content={translate('arbi.clients.archive_confirm')}
            onConfirm={() =>
              archive.mutate(client.id, {
                onSettled: () => setConfirming(false),
                onSuccess: toList,
              })
            }
            onClose={() => setConfirming(false)}
          />
        )}
      </CardContent>
    </Card>
  );
}
