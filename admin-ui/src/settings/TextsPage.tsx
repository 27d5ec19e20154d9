import { Alert, Box, Card, CardContent, Grid, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import type { PageText, Settings } from '../providers/types';
import { useSaveSettings, useSettings } from './useSettings';
import { SitesPreview, WelcomePreview } from './Previews';
import { ContactForm } from './ContactForm';
import { TextForm } from './TextForm';

type TabName = 'welcome' | 'sitesPage';

/** 'Ændre på kundeview': both pages' texts with a live preview; each tab saves only itself. */
export function TextsPage() {
  const translate = useTranslate();
  const { data: settings, isPending, error } = useSettings();
  const { save, isPending: saving } = useSaveSettings();
  const [tab, setTab] = useState<TabName>('welcome');
  // Until the admin types, the drafts are the saved texts.
  const [edited, setDrafts] = useState<Settings['texts']>();

  if (isPending) return <Loading />;
  if (error || !settings)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('arbi.error_lower')}
      </Alert>
    );
  const drafts = edited ?? settings.texts;

  const draft = drafts[tab];
  const change = (value: PageText) => setDrafts({ ...drafts, [tab]: value });
  const submit = () =>
    save(
      tab === 'welcome'
        ? { texts: { welcome: drafts.welcome } }
        : { texts: { sitesPage: drafts.sitesPage } },
      'arbi.texts.saved',
    );

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('arbi.menu.texts')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('arbi.texts.title')}
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          variant="scrollable"
          aria-label={translate('arbi.texts.title')}
        >
          <Tab
            value="welcome"
            label={translate('arbi.texts.welcome_tab')}
            id="tab-welcome"
            aria-controls="panel-texts"
          />
          <Tab
            value="sitesPage"
            label={translate('arbi.texts.sites_tab')}
            id="tab-sitesPage"
            aria-controls="panel-texts"
          />
        </Tabs>
        <CardContent role="tabpanel" id="panel-texts" aria-labelledby={`tab-${tab}`}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextForm
                key={tab}
                value={draft}
                onChange={change}
                onSubmit={submit}
                saving={saving}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              {tab === 'welcome' ? (
                <WelcomePreview text={draft} />
              ) : (
                <SitesPreview text={draft} sites={settings.sites.map((site) => site.name)} />
              )}
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <ContactForm settings={settings} />
    </Box>
  );
}
