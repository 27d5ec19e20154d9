import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Link, Skeleton, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { copyToClipboard } from '../layout/clipboard';
import { usePersonalLinks } from '../layout/usePersonalLinks';
import { Panel } from '../common/Panel';

/** (d) The link a recruiter sends a customer afterwards to rate them. */
export function RateMePanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const links = usePersonalLinks();
  const copy = async () => {
    if (!links) return;
    const copied = (await copyToClipboard(links.rateMe)) === 'copied';
    notify(copied ? 'arbi.rateme.copied' : 'arbi.rateme.failed', {
      type: copied ? 'success' : 'error',
    });
  };
  return (
    <Panel title={translate('arbi.rateme.title')}>
      {links ? (
        <Typography sx={{ wordBreak: 'break-all' }}>
          <Link href={links.rateMe} target="_blank" rel="noopener" data-testid="rateme-link">
            {links.rateMe}
          </Link>
        </Typography>
      ) : (
        <Skeleton variant="text" />
      )}
      <Button startIcon={<ContentCopyIcon />} onClick={copy} disabled={!links} sx={{ mt: 1 }}>
        {translate('arbi.rateme.copy')}
      </Button>
    </Panel>
  );
}
