/** 'LeoVegas', 'leo vegas' and 'Leo Vegas' are the same site. */
export const siteKey = (name: string): string => name.toLowerCase().replace(/\s+/g, '');

/** The longest site list an admin may keep (and so the most sites one bet plan covers). */
export const MAX_SITES = 60;
