import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { PageText } from '../providers/types';
import { VisitorLook } from './VisitorLook';

function Frame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('arbi.texts.preview')}
      sx={{ p: 1, overflow: 'hidden' }}
    >
      <Typography variant="overline" color="text.secondary" sx={{ px: 1 }}>
        {translate('arbi.texts.preview')}
      </Typography>
      <VisitorLook>
        <div className="page">{children}</div>
      </VisitorLook>
    </Paper>
  );
}

/** The page's title and text, in the markup the visitor page uses. */
function Texts({ text }: { text: PageText }) {
  return (
    <>
      <p className="preview-title" data-testid="preview-title">
        {text.title}
      </p>
      <p className="text" data-testid="preview-text">
        {text.text}
      </p>
    </>
  );
}

/** The welcome page as a visitor sees it; the button only shows where it leads. */
export function WelcomePreview({ text }: { text: PageText }) {
  const translate = useTranslate();
  return (
    <Frame>
      <Texts text={text} />
      <button type="button" className="button" tabIndex={-1} aria-disabled="true">
        {translate('arbi.texts.start')}
      </button>
    </Frame>
  );
}

export function SitesPreview({ text, sites }: { text: PageText; sites: string[] }) {
  const translate = useTranslate();
  return (
    <Frame>
      <Texts text={text} />
      <div className="sites">
        <ul>
          {sites.map((site) => (
            <li key={site}>
              <label className="check">
                <input type="checkbox" tabIndex={-1} />
                {site}
              </label>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="button" tabIndex={-1} aria-disabled="true">
        {translate('arbi.texts.next')}
      </button>
    </Frame>
  );
}
