import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Box, Button, IconButton, Popover, TextField, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SOURCE_PATTERN } from '../../../rules/source';
import { copyToClipboard } from './clipboard';

/** `{link}?src={tag}`: a personal link tagged for one place it is posted (TikTok, an SMS, …). */
const taggedLink = (link: string, tag: string) => `${link}?${new URLSearchParams({ src: tag })}`;

/** Beside the copy button: makes and copies a personal link tagged with where it will be posted. */
export function TaggedLinkMaker({ link }: { link: string | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tag, setTag] = useState('');
  const [copied, setCopied] = useState(false);
  const id = useId();
  const valid = SOURCE_PATTERN.test(tag);
  const made = link && valid ? taggedLink(link, tag) : '';

  const copy = async () => {
    const result = await copyToClipboard(made);
    if (result === 'copied') return setCopied(true);
    notify(result === 'unavailable' ? 'arbi.link.no_clipboard' : 'arbi.link.copy_failed', {
      type: 'error',
    });
  };

  return (
    <>
      <Tooltip title={translate('arbi.link.tag')} enterDelay={100}>
        <span>
          <IconButton
            color="inherit"
            disabled={!link}
            aria-label={translate('arbi.link.tag')}
            aria-haspopup="dialog"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <LocalOfferIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title` } }}
      >
        <Box sx={{ p: 2, width: 340, maxWidth: '90vw', display: 'grid', gap: 1.5 }}>
          <Typography id={`${id}-title`} variant="subtitle1" component="h2">
            {translate('arbi.link.tag_title')}
          </Typography>
          <TextField
            autoFocus
            size="small"
            label={translate('arbi.link.tag_label')}
            value={tag}
            onChange={(event) => {
              setTag(event.target.value.trim());
              setCopied(false);
            }}
            error={tag !== '' && !valid}
            helperText={
              tag !== '' && !valid
                ? translate('arbi.link.tag_invalid')
                : translate('arbi.link.tag_help')
            }
            slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'tag-input' } }}
          />
          <Typography
            variant="body2"
            data-testid="tagged-link"
            sx={{ overflowWrap: 'anywhere', minHeight: '1.5em' }}
          >
            {made}
          </Typography>
          <Button variant="contained" disabled={!made} onClick={copy}>
            {translate(copied ? 'arbi.link.copied' : 'arbi.link.tag_copy')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
