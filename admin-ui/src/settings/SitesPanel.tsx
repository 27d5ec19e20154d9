import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSettings } from './useSettings';
import { Panel } from '../common/Panel';
import { SitesDialog } from './SitesDialog';

/** (a) The sites visitors see, with their stakes; collapsible, edited in a dialog. */
export function SitesPanel() {
  const translate = useTranslate();
  const { data: settings, isPending, error } = useSettings();
  const [editing, setEditing] = useState(false);
  return (
    <Panel
      title={translate('arbi.sites.title')}
      toggleLabel={translate('arbi.sites.toggle')}
      actions={
        <Button startIcon={<EditIcon />} onClick={() => setEditing(true)} disabled={!settings}>
          {translate('arbi.sites.edit')}
        </Button>
      }
    >
      {isPending && <Skeleton variant="rectangular" height={120} />}
      {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {settings && settings.sites.length === 0 && (
        <Alert severity="info">{translate('arbi.sites.none')}</Alert>
      )}
      {settings && settings.sites.length > 0 && (
        // One line per site, in columns: a long list stays short enough to leave the panels
        // below it in view on a desktop.
        <List
          dense
          aria-label={translate('arbi.sites.title')}
          data-testid="site-list"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
            columnGap: 3,
          }}
        >
          {settings.sites.map((site) => (
            <ListItem key={site.name} disableGutters divider>
              <ListItemText
                primary={site.name}
                secondary={[
                  translate('arbi.kr', { amount: site.stake }),
                  site.oddsFrom &&
                    translate('arbi.sites.odds_from_summary', { name: site.oddsFrom }),
                ]
                  .filter(Boolean)
                  .join(', ')}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, my: 0.25 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {settings && editing && (
        <SitesDialog sites={settings.sites} onClose={() => setEditing(false)} />
      )}
    </Panel>
  );
}
