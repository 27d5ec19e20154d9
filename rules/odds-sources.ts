import { siteKey } from './sites.js';

/** What the odds rules read of a site on the admin's list. */
export interface OddsSourceSite {
  name: string;
  /** 'Samme odds som': the site whose odds this one takes (§22); null or empty for its own. */
  oddsFrom?: string | null;
  /** The Odds API's bookmaker key for this site ('unibet_eu'); null to match by name. */
  feedKey?: string | null;
}

/** The Odds API's bookmaker keys: lower-case letters, digits and underscores. */
const FEED_KEY_PATTERN = /^[a-z0-9_]{1,60}$/;

const byKey = (sites: readonly OddsSourceSite[]) =>
  new Map(sites.map((site, index) => [siteKey(site.name), index]));

/**
 * For each site, why its 'Samme odds som' cannot be kept (Danish), or undefined: it must name
 * another site of the same list (matched as stakes are), and following the names must end at a
 * site with its own odds, never come back round.
 */
export function oddsFromProblems(sites: readonly OddsSourceSite[]): (string | undefined)[] {
  const index = byKey(sites);
  const target = (i: number): number | undefined => {
    const from = sites[i].oddsFrom?.trim();
    return from ? index.get(siteKey(from)) : undefined;
  };
  return sites.map((site, i) => {
    const from = site.oddsFrom?.trim();
    if (!from) return undefined;
    const first = index.get(siteKey(from));
    if (first === undefined) return `${from} er ikke på listen over sider`;
    if (first === i) return `${site.name} kan ikke have samme odds som sig selv`;
    const path = [i];
    for (let next: number | undefined = first; next !== undefined; next = target(next)) {
      if (path.includes(next))
        return `Samme odds som går i ring: ${[...path, next].map((j) => sites[j].name).join(' → ')}`;
      path.push(next);
    }
    return undefined;
  });
}

/**
 * Each site that takes another's odds, with the site whose odds it ends up with (a chain is
 * followed to its end) under the names of the list. Sites with a problem are left out.
 */
export function oddsSources(sites: readonly OddsSourceSite[]): Map<string, string> {
  const index = byKey(sites);
  const problems = oddsFromProblems(sites);
  const sources = new Map<string, string>();
  sites.forEach((site, i) => {
    if (!site.oddsFrom?.trim() || problems[i]) return;
    let at = i;
    for (let from = sites[at].oddsFrom?.trim(); from; from = sites[at].oddsFrom?.trim())
      at = index.get(siteKey(from)) as number;
    sources.set(site.name, sites[at].name);
  });
  return sources;
}

/** For each site, why its feed key cannot be kept (Danish), or undefined. */
export function feedKeyProblems(sites: readonly OddsSourceSite[]): (string | undefined)[] {
  const taken = new Map<string, string>();
  return sites.map((site) => {
    const key = site.feedKey?.trim();
    if (!key) return undefined;
    if (!FEED_KEY_PATTERN.test(key))
      return 'Nøglen skrives med små bogstaver, tal og _ (fx unibet_eu)';
    const other = taken.get(key);
    if (other) return `${key} bruges allerede af ${other}`;
    taken.set(key, site.name);
    return undefined;
  });
}
