/** '1.000', '1 000', '1000 kr', '1000,-'; a point is a thousands separator in Danish, so '1.5' is null. */
export function parseWholeKroner(text: string): number | null {
  const digits = text
    .trim()
    .replace(/\s*(kr\.?|,-)$/i, '')
    .trim();
  if (!/^\d{1,3}(?:[.\s\u00a0]\d{3})*$|^\d+$/.test(digits)) return null;
  const value = Number(digits.replace(/[.\s\u00a0]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

const MINUS = '\u2212';

/** '1.000 kr', '−250 kr', øre after a comma when there are any ('3.450,50 kr'). */
export function formatKroner(amount: number): string {
  const [whole, ore] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 && Math.abs(amount) >= 0.005 ? MINUS : '';
  return `${sign}${grouped}${ore === '00' ? '' : `,${ore}`} kr`;
}

export const formatKronerChange = (change: number): string =>
  change > 0 ? `+${formatKroner(change)}` : formatKroner(change);
