import type { BetKind } from '../../../rules/bet-kinds';
import { siteKey } from '../../../rules/sites';
import { fieldKey, ODDS_FIELDS, type OddsField } from './odds';

/**
 * Everything typed on the make-bet page, as one value: kept in the tab's sessionStorage, so a
 * session that ends (the idle timeout) and the sign-in that follows lose none of it.
 */
export interface OddsDraft {
  /** The inputs' text by `fieldKey`: the odds, the stakes and minimum odds typed. */
  values: Record<string, string>;
  /** When each site's odds were last typed, pasted or fetched (ISO). */
  entered: Record<string, string>;
  /** Sites that take another's odds ('Samme odds som') but were given their own here. */
  own: string[];
  /** Sites left out of this bet. */
  left: string[];
  kinds: Record<string, BetKind>;
  match: string;
  kickoff: string;
}

export const emptyDraft = (): OddsDraft => ({
  values: {},
  entered: {},
  own: [],
  left: [],
  kinds: {},
  match: '',
  kickoff: '',
});

/** One site's odds to write into the form, and when they were entered (now when left out). */
export interface FillRow {
  site: string;
  odds: [number, number, number];
  enteredAt?: string;
}

/** Odds written the Danish way, with no thousands separator the odds check would refuse. */
const oddsText = (odds: number) => odds.toFixed(2).replace('.', ',');

/**
 * The form's sites that follow each site of the list: those that take its odds ('Samme odds
 * som', chains followed) and have not been given their own here. `sources` is site → source.
 */
function followersOf(
  draft: OddsDraft,
  formSites: readonly string[],
  sources: ReadonlyMap<string, string>,
  source: string,
): string[] {
  return formSites.filter(
    (site) =>
      !draft.own.includes(site) &&
      siteKey(sources.get(site) ?? '') === siteKey(source) &&
      siteKey(site) !== siteKey(source),
  );
}

function copyOdds(
  values: Record<string, string>,
  entered: Record<string, string>,
  from: { site: string; odds: string[]; at: string },
  to: string,
): void {
  ODDS_FIELDS.forEach(({ field }, i) => (values[fieldKey(to, field)] = from.odds[i]));
  entered[to] = from.at;
}

/**
 * Writes fetched, pasted or earlier odds into the form: each row into its own site when the form
 * has it, and into the sites that take its odds, unless the same fill names them too. Rows for
 * sites that are not in the form still reach those that take their odds. Answers the new draft
 * and, for each row, the form's sites it wrote.
 */
export function applyFill(
  draft: OddsDraft,
  rows: readonly FillRow[],
  formSites: readonly string[],
  sources: ReadonlyMap<string, string>,
  now: string,
): { draft: OddsDraft; filled: string[][] } {
  const values = { ...draft.values };
  const entered = { ...draft.entered };
  const byKey = new Map(formSites.map((site) => [siteKey(site), site]));
  const named = new Set(rows.map((row) => siteKey(row.site)));
  const own = draft.own.filter((site) => !named.has(siteKey(site)));
  const filled: string[][] = [];
  for (const row of rows) {
    const from = { site: row.site, odds: row.odds.map(oddsText), at: row.enteredAt ?? now };
    const self = byKey.get(siteKey(row.site));
    // A site the fill names itself follows nobody: its own odds are what was asked for.
    const targets = [
      ...(self ? [self] : []),
      ...followersOf({ ...draft, own }, formSites, sources, row.site).filter(
        (site) => !named.has(siteKey(site)),
      ),
    ];
    for (const site of targets) copyOdds(values, entered, from, site);
    filled.push(targets);
    if (self && sources.has(self)) own.push(self);
  }
  return { draft: { ...draft, values, entered, own }, filled };
}

/**
 * One odds field typed: the site's odds are now (`now`) its own, and every site that takes its
 * odds gets the same value.
 */
export function typeOdds(
  draft: OddsDraft,
  site: string,
  field: OddsField,
  text: string,
  formSites: readonly string[],
  sources: ReadonlyMap<string, string>,
  now: string,
): OddsDraft {
  const own = sources.has(site) && !draft.own.includes(site) ? [...draft.own, site] : draft.own;
  const next = { ...draft, own };
  const values = { ...draft.values, [fieldKey(site, field)]: text };
  const entered = { ...draft.entered, [site]: now };
  for (const follower of followersOf(next, formSites, sources, site)) {
    values[fieldKey(follower, field)] = text;
    entered[follower] = now;
  }
  return { ...next, values, entered };
}

/** The site a row's odds came from when it follows another ('Samme odds som'), else undefined. */
export function followedSource(
  draft: OddsDraft,
  site: string,
  sources: ReadonlyMap<string, string>,
): string | undefined {
  return draft.own.includes(site) ? undefined : sources.get(site);
}

/** Whole minutes since `at`, never below 0. */
export const minutesSince = (at: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));

/**
 * The sites whose odds are older than `staleMinutes`, the oldest first, with their age in whole
 * minutes. Sites with no time (nothing entered yet) are left out.
 */
export function staleSites(
  entered: Record<string, string | null | undefined>,
  sites: readonly string[],
  now: number,
  staleMinutes: number,
): { site: string; minutes: number }[] {
  return sites
    .flatMap((site) => {
      const at = entered[site];
      if (!at || now - Date.parse(at) <= staleMinutes * 60_000) return [];
      return [{ site, minutes: minutesSince(at, now) }];
    })
    .sort((a, b) => b.minutes - a.minutes);
}

const draftKey = (clientId: string) => `arbi.bet-draft.${clientId}`;

/** The draft kept in this tab for the customer, if any (a broken one counts as none). */
export function loadDraft(storage: Storage | undefined, clientId: string): OddsDraft | undefined {
  try {
    const text = storage?.getItem(draftKey(clientId));
    if (!text) return undefined;
    const draft = { ...emptyDraft(), ...(JSON.parse(text) as Partial<OddsDraft>) };
    return Object.keys(draft.values).length > 0 || draft.match ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Storage | undefined, clientId: string, draft: OddsDraft): void {
  try {
    const empty = Object.keys(draft.values).length === 0 && !draft.match && !draft.kickoff;
    if (empty) storage?.removeItem(draftKey(clientId));
    else storage?.setItem(draftKey(clientId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft, never the page.
  }
}

export function clearDraft(storage: Storage | undefined, clientId: string): void {
  try {
    storage?.removeItem(draftKey(clientId));
  } catch {
    // As above.
  }
}
