import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { Box, Button, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayPhone, normalPhone } from '../../../rules/contact';

/**
 * Call and text the customer from the card: `tel:` and `sms:` open the phone's own apps. Compact
 * (icons only, named for screen readers) where a card is narrow, as on the board.
 */
export function PhoneLinks({ phone, compact = false }: { phone: string; compact?: boolean }) {
  const translate = useTranslate();
  const shown = displayPhone(phone);
  const links = [
    {
      href: `tel:${normalPhone(phone)}`,
      icon: <PhoneIcon fontSize="small" />,
      label: translate('arbi.customer.call', { phone: shown }),
      text: translate('arbi.customer.call_short'),
    },
    {
      href: `sms:${normalPhone(phone)}`,
      icon: <SmsIcon fontSize="small" />,
      label: translate('arbi.customer.sms', { phone: shown }),
      text: translate('arbi.customer.sms_short'),
    },
  ];
  if (compact)
    return (
      <Box sx={{ display: 'flex' }}>
        {links.map((link) => (
          <IconButton key={link.href} href={link.href} aria-label={link.label} color="primary">
            {link.icon}
          </IconButton>
        ))}
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <Button
          key={link.href}
          href={link.href}
          aria-label={link.label}
          variant="outlined"
          size="small"
          startIcon={link.icon}
        >
          {link.text}
        </Button>
      ))}
    </Box>
  );
}
