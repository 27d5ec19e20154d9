import { Button, Checkbox, FormControlLabel, FormGroup, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { PageText } from '../providers/types';

function Frame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('arbi.texts.preview')}
      sx={{ p: 3, bgcolor: 'grey.50' }}
    >
      <Typography variant="overline" color="text.secondary">
        {translate('arbi.texts.preview')}
      </Typography>
      {children}
    </Paper>
  );
}

function Texts({ text }: { text: PageText }) {
  return (
    <>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 'bold', mb: 1 }}
        data-testid="preview-title"
      >
        {text.title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }} data-testid="preview-text">
        {text.text}
      </Typography>
    </>
  );
}

/** The welcome page as a visitor sees it; the button only shows where it leads. */
export function WelcomePreview({ text }: { text: PageText }) {
  const translate = useTranslate();
  return (
    <Frame>
      <Texts text={text} />
      <Button variant="contained" tabIndex={-1} aria-disabled>
        {translate('arbi.texts.start')}
      </Button>
    </Frame>
  );
}

export function SitesPreview({ text, sites }: { text: PageText; sites: string[] }) {
  const translate = useTranslate();
  return (
    <Frame>
      <Texts text={text} />
      <FormGroup sx={{ mb: 2 }}>
        {sites.map((site) => (
          <FormControlLabel key={site} control={<Checkbox tabIndex={-1} />} label={site} />
        ))}
      </FormGroup>
      <Button variant="contained" tabIndex={-1} aria-disabled>
        {translate('arbi.texts.next')}
      </Button>
    </Frame>
  );
}
