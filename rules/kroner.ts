/**
 * A whole number of kroner as a person types it: '1000', '1.000' or '1 000' (the way the panel
 * writes amounts), with or without 'kr' or ',-' after it. Null when it is not one: a decimal point
 * is a thousands separator in Danish, so '1.5' is no amount.
 */
export function parseWholeKroner(text: string): number | null {
  const digits = text
    .trim()
    .replace(/\s*(kr\.?|,-)$/i, '')
    .trim();
  if (!/^\d{1,3}(?:[.\s\u00a0]\d{3})*$|^\d+$/.test(digits)) return null;
  const value = Number(digits.replace(/[.\s\u00a0]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}
