const copenhagenDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' });

/** Today in Copenhagen (the server counts days there) and the day `days` before it. */
export function lastDays(days: number): { from: string; to: string } {
  const to = copenhagenDay.format(new Date());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** The period Statistik opens with. */
export const FIRST_PERIOD_DAYS = 30;
