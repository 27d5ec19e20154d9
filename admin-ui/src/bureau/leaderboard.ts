import type { LeaderboardRow } from '../providers/types';

/** The leaderboard's figures, in the table's order (the recruiter's email comes first). */
export const FIGURES = [
  'newClients',
  'contactedShare',
  'doneShare',
  'profit',
  'feesEarned',
  'owedByCustomers',
  'owedToCustomers',
  'visits',
  'signups',
] as const;
export type Figure = (typeof FIGURES)[number];
export type SortColumn = Figure | 'email';
export type SortOrder = 'asc' | 'desc';

const KRONER: ReadonlySet<Figure> = new Set([
  'profit',
  'feesEarned',
  'owedByCustomers',
  'owedToCustomers',
]);
const SHARES: ReadonlySet<Figure> = new Set(['contactedShare', 'doneShare']);

/** Sorted by one column; ties by email, so the order never jumps between renders. */
export function sortRows(
  rows: LeaderboardRow[],
  column: SortColumn,
  order: SortOrder,
): LeaderboardRow[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary =
      column === 'email'
        ? a.email.localeCompare(b.email, 'da')
        : (a[column] as number) - (b[column] as number);
    return primary * sign || a.email.localeCompare(b.email, 'da');
  });
}

/** A figure as the table shows it: kr, a percentage, or a count, the Danish way. */
export function formatFigure(figure: Figure, value: number): string {
  if (SHARES.has(figure)) return `${Math.round(value * 100)} %`;
  const number = value.toLocaleString('da-DK');
  return KRONER.has(figure) ? `${number} kr` : number;
}

/** A figure's first click sorts highest first; the recruiter's name A-Å. */
export const firstOrder = (column: SortColumn): SortOrder => (column === 'email' ? 'asc' : 'desc');

/** This month so far, as `YYYY-MM-DD` dates in the browser's calendar. */
export function thisMonth(today = new Date()): { from: string; to: string } {
  const to = today.toLocaleDateString('sv-SE');
  return { from: `${to.slice(0, 7)}-01`, to };
}
