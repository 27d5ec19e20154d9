import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { feedKeyProblems, oddsFromProblems } from '../../../rules/odds-sources';
import { sameSiteEarlier, siteKey } from '../../../rules/sites';
import type { Site } from '../providers/types';
import { draftProblems, emptyDraft, toDraft } from './offerDraft';
import { OfferFields } from './OfferFields';
import { type SiteDraft, stakeInvalid, toSites } from './sitesDraft';
import { useSaveSettings } from './useSettings';

/** Splits what was typed or pasted ('Betfair, Unibet, Bet365') into site names. */
const splitSites = (text: string) =>
  text
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter(Boolean);

export function SitesDialog({ sites, onClose }: { sites: Required<Site>[]; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const nextKey = useRef(sites.length);
  const [rows, setRows] = useState<SiteDraft[]>(() => {
    const keyOf = new Map(sites.map((site, key) => [siteKey(site.name), key]));
    return sites.map((site, key) => ({
      key,
      name: site.name,
      stake: String(site.stake),
      offer: site.offer ? toDraft(site.offer) : null,
      oddsFrom: site.oddsFrom ? (keyOf.get(siteKey(site.oddsFrom)) ?? null) : null,
      feedKey: site.feedKey ?? '',
    }));
  });
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string>();
  const { save, isPending } = useSaveSettings();
  // Names compare as the server does: 'Leo vegas' is LeoVegas.
  const sameAs = useMemo(() => sameSiteEarlier(rows.map((row) => row.name.trim())), [rows]);
  // The server's own checks on 'Samme odds som' and the feed keys, row by row.
  const oddsProblems = useMemo(() => {
    const named = rows.filter((row) => row.name.trim());
    const sites = toSites(rows);
    const from = oddsFromProblems(sites);
    const keys = feedKeyProblems(sites);
    return new Map(named.map((row, i) => [row.key, { oddsFrom: from[i], feedKey: keys[i] }]));
  }, [rows]);

  const change = (key: number, patch: Partial<SiteDraft>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setRows(next);
  };
  const add = () => {
    const names = splitSites(adding);
    if (!names.length) return;
    setRows([
      ...rows,
      ...names.map((name) => ({
        key: nextKey.current++,
        name,
        stake: '',
        offer: null,
        oddsFrom: null,
        feedKey: '',
      })),
    ]);
    setAdding('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = toSites(rows);
    if (!next.length) return setProblem(translate('arbi.sites.at_least_one'));
    if (sameAs.some(Boolean)) return setProblem(translate('arbi.sites.duplicates'));
    const wrongStakes = rows.filter((row) => row.name.trim() && stakeInvalid(row));
    if (wrongStakes.length)
      return setProblem(
        translate('arbi.progress.fix_amounts', {
          sites: wrongStakes.map((row) => row.name.trim()).join(', '),
        }),
      );
    if (rows.some((row) => row.offer && Object.keys(draftProblems(row.offer)).length))
      return setProblem(translate('arbi.offers.fix'));
    if ([...oddsProblems.values()].some(({ oddsFrom, feedKey }) => oddsFrom || feedKey))
      return setProblem(translate('arbi.sites.fix_odds'));
    setProblem(undefined);
    save({ sites: next }, 'arbi.sites.saved', onClose);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="sites-dialog-title"
    >
      <form onSubmit={submit}>
        <DialogTitle id="sites-dialog-title">{translate('arbi.sites.dialog_title')}</DialogTitle>
        <DialogContent>
          <Stack
            component="ol"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0, pt: 1 }}
            aria-label={translate('arbi.sites.title')}
          >
            {rows.map((row, index) => (
              <Box
                component="li"
                key={row.key}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <TextField
                  size="small"
                  label={translate('arbi.sites.name')}
                  value={row.name}
                  onChange={(event) => change(row.key, { name: event.target.value })}
                  required
                  error={Boolean(sameAs[index])}
                  helperText={
                    sameAs[index] && translate('arbi.sites.same_as', { name: sameAs[index] })
                  }
                  slotProps={{
                    htmlInput: { 'aria-label': `${translate('arbi.sites.name')} ${index + 1}` },
                  }}
                  sx={{ flex: 2, minWidth: 140 }}
                />
                <TextField
                  size="small"
                  label={translate('arbi.sites.stake')}
                  value={row.stake}
                  placeholder={translate('arbi.sites.stake_default')}
                  onChange={(event) => change(row.key, { stake: event.target.value })}
                  error={stakeInvalid(row)}
                  helperText={stakeInvalid(row) && translate('arbi.settlement.amount_invalid')}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      'aria-label': `${translate('arbi.sites.stake')} ${row.name}`,
                    },
                  }}
                  sx={{ flex: 1, minWidth: 100 }}
                />
                <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={translate('arbi.sites.move_up', { name: row.name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('arbi.sites.move_down', { name: row.name })}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('arbi.sites.remove', { name: row.name })}
                    onClick={() =>
                      setRows(
                        rows
                          .filter((other) => other.key !== row.key)
                          // A site taking the removed one's odds goes back to its own.
                          .map((other) =>
                            other.oddsFrom === row.key ? { ...other, oddsFrom: null } : other,
                          ),
                      )
                    }
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexBasis: '100%' }}>
                  <TextField
                    select
                    size="small"
                    label={translate('arbi.sites.odds_from')}
                    value={row.oddsFrom ?? ''}
                    onChange={(event) =>
                      change(row.key, {
                        oddsFrom: event.target.value === '' ? null : Number(event.target.value),
                      })
                    }
                    error={Boolean(oddsProblems.get(row.key)?.oddsFrom)}
                    helperText={oddsProblems.get(row.key)?.oddsFrom}
                    slotProps={{
                      select: { native: true },
                      inputLabel: { shrink: true },
                      htmlInput: {
                        'aria-label': translate('arbi.sites.odds_from_label', { name: row.name }),
                      },
                    }}
                    sx={{ flex: 1, minWidth: 0 }}
                  >
                    <option value="">{translate('arbi.sites.own_odds')}</option>
                    {rows
                      .filter((other) => other.key !== row.key && other.name.trim())
                      .map((other) => (
                        <option key={other.key} value={other.key}>
                          {other.name.trim()}
                        </option>
                      ))}
                  </TextField>
                  <TextField
                    size="small"
                    label={translate('arbi.sites.feed_key')}
                    value={row.feedKey}
                    placeholder={translate('arbi.sites.feed_key_help')}
                    onChange={(event) => change(row.key, { feedKey: event.target.value })}
                    error={Boolean(oddsProblems.get(row.key)?.feedKey)}
                    helperText={oddsProblems.get(row.key)?.feedKey}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: {
                        'aria-label': translate('arbi.sites.feed_key_label', { name: row.name }),
                        autoCapitalize: 'none',
                        autoComplete: 'off',
                        spellCheck: false,
                      },
                    }}
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                </Box>
                <Button
                  size="small"
                  aria-expanded={Boolean(row.offer)}
                  onClick={() => change(row.key, { offer: row.offer ? null : emptyDraft() })}
                  sx={{ flexBasis: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-start' }}
                >
                  {translate(row.offer ? 'arbi.offers.remove' : 'arbi.offers.add', {
                    name: row.name,
                  })}
                </Button>
                {row.offer && (
                  <OfferFields
                    site={row.name}
                    draft={row.offer}
                    onChange={(offer) => change(row.key, { offer })}
                  />
                )}
              </Box>
            ))}
          </Stack>
          <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={translate('arbi.sites.add_label')}
              helperText={translate('arbi.sites.add_help')}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 0.5 }}>
              {translate('arbi.sites.add')}
            </Button>
          </Box>
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
