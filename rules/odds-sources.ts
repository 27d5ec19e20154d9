import { siteKey } from './sites.js';

export interface OddsSourceSite {
  name: string;
  /** 'Samme odds som': the site whose odds this one takes (§22); null or empty for its own. */
  oddsFrom?: string | null;
  /** The Odds API's bookmaker key for this site ('unibet_eu'); null to match by name. */
  feedKey?: string | null;
}

const FEED_KEY_PATTERN = /^[a-z0-9_]{1,60}$/;

const byKey = (sites: readonly OddsSourceSite[]) =>
  new Map(sites.map((site, index) => [siteKey(site.name), index]));

/** Must name another site of the same list and end at a site with its own odds, never loop (Danish messages). */
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

/** A chain is followed to its end; sites with a problem are left out. */
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
