/** The server's rule: 'LeoVegas', 'leo vegas' and 'Leo Vegas' are the same site. */
export const siteKey = (name: string): string => name.toLowerCase().replace(/\s+/g, '');
