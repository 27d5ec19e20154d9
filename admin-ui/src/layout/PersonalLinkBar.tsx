import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Link, Skeleton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { copyToClipboard } from './clipboard';
import { TaggedLinkMaker } from './TaggedLinkMaker';
import { usePersonalLinks } from './usePersonalLinks';

/** 'Dit personlige link:' in the top bar, with a copy button whose tooltip turns into 'Kopieret'. */
export function PersonalLinkBar() {
  const translate = useTranslate();
  const notify = useNotify();
  const links = usePersonalLinks();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!links) return;
    const result = await copyToClipboard(links.personal);
    if (result === 'copied') return setCopied(true);
    notify(result === 'unavailable' ? 'arbi.link.no_clipboard' : 'arbi.link.copy_failed', {
      type: 'error',
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}
      >
        {translate('arbi.link.label')}
      </Typography>
      {links ? (
        <Link
          href={links.personal}
          target="_blank"
          rel="noopener"
          color="inherit"
          variant="body2"
          data-testid="personal-link"
          aria-label={`${translate('arbi.link.label')} ${links.personal}`}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
        >
          {links.personal}
        </Link>
      ) : (
        <Skeleton variant="text" width={220} sx={{ bgcolor: 'rgba(255,255,255,0.3)' }} />
      )}
      <Tooltip
        title={translate(copied ? 'arbi.link.copied' : 'arbi.link.copy')}
        enterDelay={100}
        enterTouchDelay={700}
        onClose={() => setCopied(false)}
      >
        <span>
          <IconButton
            color="inherit"
            onClick={copy}
            disabled={!links}
            aria-label={translate('arbi.link.copy')}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <TaggedLinkMaker link={links?.personal} />
    </Box>
  );
}
