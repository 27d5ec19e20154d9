export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? sorted[0];
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

export function ms(value: number): string {
  if (Number.isNaN(value)) return '-';
  return value < 10 ? value.toFixed(2) : value < 1000 ? value.toFixed(1) : value.toFixed(0);
}

export function ratio(slow: number, fast: number): string {
  if (Number.isNaN(slow) || Number.isNaN(fast)) return '-';
  const r = slow / fast;
  return `${r < 10 ? r.toFixed(1) : Math.round(r)}x`;
}
