/** 'LeoVegas', 'leo vegas' and 'Leo Vegas' are the same site. */
export const siteKey = (name: string): string => name.toLowerCase().replace(/\s+/g, '');

/** The longest site list an admin may keep (and so the most sites one bet plan covers). */
export const MAX_SITES = 60;

/** Empty names are nobody's duplicate: they are refused for being empty. */
export function sameSiteEarlier(names: string[]): (string | undefined)[] {
  const firstByKey = new Map<string, string>();
  return names.map((name) => {
    const key = siteKey(name);
    if (!key) return undefined;
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, name);
    return first;
  });
}

/** Two lists hold the same sites, in any order: a visitor's ticks compare as a set. */
export function sameSites(a: string[], b: string[]): boolean {
  const keys = (names: string[]) => names.map(siteKey).sort().join('\n');
  return a.length === b.length && keys(a) === keys(b);
}
