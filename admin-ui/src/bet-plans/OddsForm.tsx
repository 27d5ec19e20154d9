import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BET_KIND_LABELS, BET_KINDS, type BetKind } from '../../../rules/bet-kinds';
import { offerSummary } from '../../../rules/offers';
import { siteKey } from '../../../rules/sites';
import type { OddsRow } from '../providers/types';
import {
  type FieldErrors,
  fieldKey,
  ODDS_FIELDS,
  type OddsField,
  type OddsFill,
  parseStake,
  validateOdds,
} from './odds';
import { formatOdds, minOddsFor, type PlanSite, stakeFor } from './planSites';

/** The match and its kick-off, sent with the rows. */
export interface PlanEvent {
  event?: string;
  kickoffAt?: string;
}

interface OddsFormProps {
  sites: PlanSite[];
  busy: boolean;
  serverErrors: FieldErrors;
  onSubmit: (rows: OddsRow[], event: PlanEvent) => void;
  /** Odds to write into the matching rows, each fill once; other rows keep what was typed. */
  fill?: OddsFill;
}

/**
 * Three required odds per site with something to plan, labelled 1, x and 2; comma decimals
 * welcome. Each row proposes its kind (cash, free bet, bonus money) and stake, shows the site's
 * offer and minimum odds, and lets both be changed. A site can be left out of this bet (the
 * customer cannot open it yet, say): its odds are then not asked for.
 */
export function OddsForm({ sites, busy, serverErrors, onSubmit, fill }: OddsFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [noneChosen, setNoneChosen] = useState(false);
  const [kinds, setKinds] = useState<Record<string, BetKind>>({});
  const [match, setMatch] = useState('');
  const [kickoff, setKickoff] = useState('');
  const [filledId, setFilledId] = useState<number>();
  if (fill && fill.id !== filledId) {
    // Adjusting state to a new prop during render, as React advises, rather than in an effect.
    setFilledId(fill.id);
    const byKey = new Map(fill.rows.map((row) => [siteKey(row.site), row.odds]));
    const nextValues = { ...values };
    const nextErrors = { ...errors };
    for (const site of sites) {
      const odds = byKey.get(siteKey(site.name));
      if (!odds) continue;
      ODDS_FIELDS.forEach(({ field }, i) => {
        // Written the Danish way, without a thousands separator the odds check would refuse.
        nextValues[fieldKey(site.name, field)] = odds[i].toFixed(2).replace('.', ',');
        delete nextErrors[fieldKey(site.name, field)];
      });
    }
    setValues(nextValues);
    setErrors(nextErrors);
  }
  const included = sites.filter(({ name }) => !left.has(name));
  const kindOf = (site: PlanSite) => kinds[site.name] ?? site.proposed;
  const stakeText = (site: PlanSite) =>
    values[fieldKey(site.name, 'stake')] ??
    String(stakeFor(site, kindOf(site)) ?? '').replace('.', ',');
  const rows = (): OddsRow[] =>
    included.map((site) => ({
      site: site.name,
      home: values[fieldKey(site.name, 'home')] ?? '',
      draw: values[fieldKey(site.name, 'draw')] ?? '',
      away: values[fieldKey(site.name, 'away')] ?? '',
      kind: kindOf(site),
      stake: parseStake(stakeText(site)) ?? undefined,
      minOdds: (values[fieldKey(site.name, 'minOdds')] ?? '').trim() || undefined,
    }));
  const toggle = (name: string, include: boolean) => {
    const next = new Set(left);
    if (include) next.delete(name);
    else next.add(name);
    setLeft(next);
    setNoneChosen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoneChosen(included.length === 0);
    if (included.length === 0) return;
    const problems = validateOdds(rows());
    for (const site of included) {
      if (parseStake(stakeText(site)) === null)
        problems[fieldKey(site.name, 'stake')] = 'arbi.bet.stake_invalid';
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0)
      onSubmit(
        rows().map((row) => ({
          ...row,
          home: row.home.trim(),
          draw: row.draw.trim(),
          away: row.away.trim(),
        })),
        {
          event: match.trim() || undefined,
          kickoffAt: kickoff ? new Date(kickoff).toISOString() : undefined,
        },
      );
  };
  const setValue = (key: string, value: string) => {
    setValues({ ...values, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: '' });
  };
  const message = (key: string) => {
    const problem = shown[key];
    return problem ? translate(problem, { _: problem }) : undefined;
  };
  const shown = { ...serverErrors, ...errors };

  return (
    <Box component="form" id="odds-form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={translate('arbi.bet.event')}
          value={match}
          onChange={(e) => setMatch(e.target.value)}
          error={!!shown.event}
          helperText={message('event') ?? ' '}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ flex: '2 1 220px' }}
        />
        <TextField
          label={translate('arbi.bet.kickoff')}
          type="datetime-local"
          value={kickoff}
          onChange={(e) => setKickoff(e.target.value)}
          error={!!shown.kickoffAt}
          helperText={message('kickoffAt') ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
        }}
      >
        {sites.map((site) => {
          const kind = kindOf(site);
          const skipped = left.has(site.name);
          const offerMin = minOddsFor(site, kind);
          const stakeKey = fieldKey(site.name, 'stake');
          const minKey = fieldKey(site.name, 'minOdds');
          return (
            <Paper
              key={site.name}
              variant="outlined"
              component="fieldset"
              sx={{ m: 0, p: 2 }}
              data-testid={`odds-${site.name}`}
            >
              <Typography component="legend" sx={{ px: 0.5, fontWeight: 'bold' }}>
                {site.name}
              </Typography>
              {site.offer && (
                <Typography variant="body2" color="text.secondary" data-testid="site-offer">
                  {translate('arbi.bet.offer', { offer: offerSummary(site.offer) })}
                </Typography>
              )}
              {shown[fieldKey(site.name, 'row')] && (
                <Alert severity="error" sx={{ my: 1 }}>
                  {message(fieldKey(site.name, 'row'))}
                </Alert>
              )}
              <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                <TextField
                  select
                  label={translate('arbi.bet.kind')}
                  size="small"
                  value={kind}
                  disabled={skipped}
                  onChange={(e) => {
                    setKinds({ ...kinds, [site.name]: e.target.value as BetKind });
                    // A new kind brings its own default stake.
                    const { [stakeKey]: _typed, ...rest } = values;
                    setValues(rest);
                  }}
                  sx={{ flex: '1 1 0', minWidth: 0 }}
                >
                  {BET_KINDS.map((option) => (
                    <MenuItem key={option} value={option}>
                      {BET_KIND_LABELS[option]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={translate('arbi.bet.stake_label')}
                  size="small"
                  value={stakeText(site)}
                  disabled={skipped}
                  onChange={(e) => setValue(stakeKey, e.target.value)}
                  error={!skipped && !!shown[stakeKey]}
                  helperText={(!skipped && message(stakeKey)) || ' '}
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                  sx={{ flex: '1 1 0', minWidth: 0 }}
                />
                <TextField
                  label={translate('arbi.bet.min_odds')}
                  size="small"
                  value={values[minKey] ?? ''}
                  placeholder={offerMin ? formatOdds(offerMin) : undefined}
                  disabled={skipped}
                  onChange={(e) => setValue(minKey, e.target.value)}
                  error={!skipped && !!shown[minKey]}
                  helperText={
                    (!skipped && message(minKey)) ||
                    (offerMin
                      ? translate('arbi.bet.offer_min', { odds: formatOdds(offerMin) })
                      : ' ')
                  }
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                  sx={{ flex: '1 1 0', minWidth: 0 }}
                />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
                <FormControlLabel
                  label={translate('arbi.bet.include')}
                  labelPlacement="start"
                  control={
                    <Checkbox
                      size="small"
                      checked={!left.has(site.name)}
                      onChange={(event) => toggle(site.name, event.target.checked)}
                    />
                  }
                />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                {ODDS_FIELDS.map(({ field, label }) => {
                  const key = fieldKey(site.name, field as OddsField);
                  const problem = skipped ? undefined : shown[key];
                  return (
                    <TextField
                      key={field}
                      label={label}
                      size="small"
                      required={!skipped}
                      disabled={skipped}
                      value={values[key] ?? ''}
                      onChange={(event) => {
                        setValues({ ...values, [key]: event.target.value });
                        if (errors[key]) setErrors({ ...errors, [key]: '' });
                      }}
                      error={!!problem}
                      helperText={problem ? translate(problem, { _: problem }) : ' '}
                      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                    />
                  );
                })}
              </Box>
            </Paper>
          );
        })}
      </Box>
      {noneChosen && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {translate('arbi.bet.none_included')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
        {translate('arbi.bet.submit')}
      </Button>
    </Box>
  );
}
