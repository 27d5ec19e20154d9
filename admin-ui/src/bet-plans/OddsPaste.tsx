import { Alert, Box, Button, List, ListItem, ListItemText, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  type OddsPaste as PasteResult,
  parseOddsPaste,
  type PastedOdds,
  UNPLACED_MESSAGES,
} from '../../../rules/odds-paste';

interface Result extends PasteResult {
  /** The form's rows the paste filled (a site's own, and those taking its odds). */
  filled: number;
  /** Lines naming a site of the list that has no row here and gives its odds to none. */
  unused: string[];
}

/**
 * 'Sæt odds ind': a block copied from a spreadsheet or an odds page fills the rows it names (and
 * the rows taking their odds); the lines it could not place are listed with the reason, so the
 * recruiter fixes only those.
 */
export function OddsPaste({
  siteNames,
  onFill,
}: {
  /** Every site of the list: a line for a site not in this bet can still fill those taking its odds. */
  siteNames: string[];
  /** Fills the form; answers the sites of the form each row filled. */
  onFill: (rows: PastedOdds[]) => string[][];
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result>();
  const read = () => {
    const parsed = parseOddsPaste(text, siteNames);
    const filled = parsed.placed.length > 0 ? onFill(parsed.placed) : [];
    const unused = parsed.placed.filter((_, i) => filled[i]?.length === 0).map((row) => row.site);
    setResult({ ...parsed, filled: new Set(filled.flat()).size, unused });
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
              result.unplaced.length > 0 || result.filled === 0 || result.unused.length > 0
                ? 'warning'
                : 'success'
            }
            sx={{ mt: 1 }}
          >
            {translate('arbi.bet.paste_filled', { smart_count: result.filled })}
            {result.unused.length > 0 &&
              ` ${translate('arbi.bet.paste_unused', { names: result.unused.join(', ') })}`}
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
