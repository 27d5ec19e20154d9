import { Alert, Box, Button, List, ListItem, ListItemText, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  type OddsPaste as PasteResult,
  parseOddsPaste,
  UNPLACED_MESSAGES,
} from '../../../rules/odds-paste';
import type { OddsFill } from './odds';

/**
 * 'Sæt odds ind': a block copied from a spreadsheet or an odds page fills the rows it names; the
 * lines it could not place are listed with the reason, so the recruiter fixes only those.
 */
export function OddsPaste({
  siteNames,
  onFill,
}: {
  siteNames: string[];
  onFill: (rows: OddsFill['rows']) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [result, setResult] = useState<PasteResult>();
  const read = () => {
    const parsed = parseOddsPaste(text, siteNames);
    setResult(parsed);
    if (parsed.placed.length > 0) onFill(parsed.placed);
  };

  return (
    <Box sx={{ mb: 3 }}>
      <TextField
        label={translate('arbi.bet.paste_label')}
        helperText={translate('arbi.bet.paste_help')}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <Button variant="outlined" onClick={read} disabled={!text.trim()} sx={{ mt: 1 }}>
        {translate('arbi.bet.paste_fill')}
      </Button>
      <Box aria-live="polite">
        {result && (
          <Alert
            severity={
              result.unplaced.length > 0 || result.placed.length === 0 ? 'warning' : 'success'
            }
            sx={{ mt: 1 }}
          >
            {translate('arbi.bet.paste_filled', { smart_count: result.placed.length })}
            {result.unplaced.length > 0 && (
              <List dense disablePadding aria-label={translate('arbi.bet.paste_unplaced')}>
                {result.unplaced.map(({ line, reason }, i) => (
                  <ListItem key={i} disableGutters data-testid="paste-unplaced">
                    <ListItemText
                      primary={line}
                      secondary={UNPLACED_MESSAGES[reason]}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
