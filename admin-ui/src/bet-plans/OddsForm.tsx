import LinkIcon from '@mui/icons-material/Link';
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
import type { OddsRow } from '../providers/types';
import {
  type FieldErrors,
  fieldKey,
  ODDS_FIELDS,
  type OddsField,
  parseStake,
  validateOdds,
} from './odds';
import { followedSource, minutesSince, type OddsDraft, staleSites, typeOdds } from './oddsDraft';
import { formatOdds, minOddsFor, type PlanSite, stakeFor } from './planSites';

/** The match and its kick-off, sent with the rows. */
export interface PlanEvent {
  event?: string;
  kickoffAt?: string;
}

interface OddsFormProps {
  sites: PlanSite[];
  draft: OddsDraft;
  onDraftChange: (draft: OddsDraft) => void;
  /** Site → the site whose odds it takes ('Samme odds som'), chains followed. */
  sources: ReadonlyMap<string, string>;
  /** Odds older than this many minutes are pointed out before planning. */
  staleMinutes: number;
  /** The clock the odds' age is read against (ms), ticking on the page. */
  now: number;
  busy: boolean;
  serverErrors: FieldErrors;
  onSubmit: (rows: OddsRow[], event: PlanEvent) => void;
}

const clock = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/**
 * Three required odds per site with something to plan, labelled 1, x and 2; comma decimals
 * welcome. Each row proposes its kind (cash, free bet, bonus money) and stake, shows the site's
 * offer and minimum odds, and lets both be changed. A site can be left out of this bet (the
 * customer cannot open it yet, say): its odds are then not asked for. A site that takes another's
 * odds follows it as it is typed, and says so; each row says when its odds were entered, and odds
 * older than ODDS_STALE_MINUTES are pointed out once before the plan is made.
 */
export function OddsForm({
  sites,
  draft,
  onDraftChange,
  sources,
  staleMinutes,
  now,
  busy,
  serverErrors,
  onSubmit,
}: OddsFormProps) {
  const translate = useTranslate();
  const [errors, setErrors] = useState<FieldErrors>({});
  // The inputs as they were when the errors were found: a changed input drops its error.
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [noneChosen, setNoneChosen] = useState(false);
  // The old odds the recruiter was shown; pressing again with the same ones plans anyway.
  const [warned, setWarned] = useState<string>();
  const { values } = draft;
  const formSites = sites.map(({ name }) => name);
  const change = (next: OddsDraft) => onDraftChange(next);
  const included = sites.filter(({ name }) => !draft.left.includes(name));
  const kindOf = (site: PlanSite) => draft.kinds[site.name] ?? site.proposed;
  const stakeText = (site: PlanSite) =>
    values[fieldKey(site.name, 'stake')] ??
    String(stakeFor(site, kindOf(site)) ?? '').replace('.', ',');
  const rows = (): OddsRow[] =>
    included.map((site) => ({
      site: site.name,
      home: (values[fieldKey(site.name, 'home')] ?? '').trim(),
      draw: (values[fieldKey(site.name, 'draw')] ?? '').trim(),
      away: (values[fieldKey(site.name, 'away')] ?? '').trim(),
      kind: kindOf(site),
      stake: parseStake(stakeText(site)) ?? undefined,
      minOdds: (values[fieldKey(site.name, 'minOdds')] ?? '').trim() || undefined,
      enteredAt: draft.entered[site.name],
    }));
  const stale = staleSites(
    draft.entered,
    included.map(({ name }) => name),
    now,
    staleMinutes,
  );
  const staleText = stale
    .map(({ site, minutes }) => translate('arbi.bet.stale_site', { site, minutes }))
    .join(', ');
  // Which sites were pointed out, not their minutes: the clock ticking on asks nothing new.
  const staleKey = stale.map(({ site }) => site).join('\n');
  const warning = Boolean(warned) && warned === staleKey;
  const toggle = (name: string, include: boolean) => {
    const left = draft.left.filter((site) => site !== name);
    change({ ...draft, left: include ? left : [...left, name] });
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
    setChecked(values);
    if (Object.keys(problems).length > 0) return;
    if (stale.length > 0 && !warning) {
      setWarned(staleKey);
      return;
    }
    setWarned(undefined);
    onSubmit(rows(), {
      event: draft.match.trim() || undefined,
      kickoffAt: draft.kickoff ? new Date(draft.kickoff).toISOString() : undefined,
    });
  };
  const setValue = (key: string, value: string) =>
    change({ ...draft, values: { ...values, [key]: value } });
  const shown = (key: string): string | undefined => {
    const problem = errors[key] || serverErrors[key];
    if (!problem) return undefined;
    // Row and match errors stay until the next try; an input's goes once it is changed.
    const input = key in checked || key in values;
    return input && values[key] !== checked[key] ? undefined : problem;
  };
  const message = (key: string) => {
    const problem = shown(key);
    return problem ? translate(problem, { _: problem }) : undefined;
  };

  return (
    <Box component="form" id="odds-form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={translate('arbi.bet.event')}
          value={draft.match}
          onChange={(e) => change({ ...draft, match: e.target.value })}
          error={!!serverErrors.event}
          helperText={(serverErrors.event && message('event')) || ' '}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ flex: '2 1 220px' }}
        />
        <TextField
          label={translate('arbi.bet.kickoff')}
          type="datetime-local"
          value={draft.kickoff}
          onChange={(e) => change({ ...draft, kickoff: e.target.value })}
          error={!!serverErrors.kickoffAt}
          helperText={(serverErrors.kickoffAt && message('kickoffAt')) || ' '}
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
          const skipped = draft.left.includes(site.name);
          const offerMin = minOddsFor(site, kind);
          const stakeKey = fieldKey(site.name, 'stake');
          const minKey = fieldKey(site.name, 'minOdds');
          const from = followedSource(draft, site.name, sources);
          const enteredAt = draft.entered[site.name];
          const old = !skipped && stale.some((row) => row.site === site.name);
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
              {from && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  data-testid="odds-from"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  <LinkIcon fontSize="small" aria-hidden />
                  {translate('arbi.bet.odds_from', { site: from })}
                </Typography>
              )}
              {site.offer && (
                <Typography variant="body2" color="text.secondary" data-testid="site-offer">
                  {translate('arbi.bet.offer', { offer: offerSummary(site.offer) })}
                </Typography>
              )}
              {shown(fieldKey(site.name, 'row')) && (
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
                    // A new kind brings its own default stake.
                    const { [stakeKey]: _typed, ...rest } = values;
                    change({
                      ...draft,
                      kinds: { ...draft.kinds, [site.name]: e.target.value as BetKind },
                      values: rest,
                    });
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
                  error={!skipped && !!shown(stakeKey)}
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
                  error={!skipped && !!shown(minKey)}
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
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Typography
                  variant="caption"
                  color={old ? 'error' : 'text.secondary'}
                  sx={{ fontWeight: old ? 'bold' : undefined }}
                  data-testid="odds-age"
                >
                  {enteredAt &&
                    translate(old ? 'arbi.bet.entered_old' : 'arbi.bet.entered_at', {
                      time: clock(enteredAt),
                      minutes: minutesSince(enteredAt, now),
                    })}
                </Typography>
                <FormControlLabel
                  label={translate('arbi.bet.include')}
                  labelPlacement="start"
                  control={
                    <Checkbox
                      size="small"
                      checked={!skipped}
                      onChange={(event) => toggle(site.name, event.target.checked)}
                    />
                  }
                />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                {ODDS_FIELDS.map(({ field, label }) => {
                  const key = fieldKey(site.name, field as OddsField);
                  const problem = skipped ? undefined : shown(key);
                  return (
                    <TextField
                      key={field}
                      label={label}
                      size="small"
                      required={!skipped}
                      disabled={skipped}
                      value={values[key] ?? ''}
                      onChange={(event) =>
                        change(
                          typeOdds(
                            draft,
                            site.name,
                            field,
                            event.target.value,
                            formSites,
                            sources,
                            new Date().toISOString(),
                          ),
                        )
                      }
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
      {warning && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="stale-odds">
          {translate('arbi.bet.stale_plan', { sites: staleText, limit: staleMinutes })}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
        {translate(warning ? 'arbi.bet.submit_anyway' : 'arbi.bet.submit')}
      </Button>
    </Box>
  );
}
