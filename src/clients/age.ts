/** Gambling in Denmark is for 18+; "today" is the date in Copenhagen, whatever the server's zone. */
export const MINIMUM_AGE = 18;
export const UNDER_AGE = 'Du skal være mindst 18 år gammel.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Built once: constructing an Intl formatter costs far more than using one.
const copenhagenDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' });

export function todayInCopenhagen(now: Date = new Date()): string {
  return copenhagenDate.format(now);
}

/** A real calendar date `YYYY-MM-DD` (no 30 February), between 1900 and today. */
export function isValidBirthDate(date: string, today: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const asDate = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    asDate.getUTCFullYear() === year &&
    asDate.getUTCMonth() === month - 1 &&
    asDate.getUTCDate() === day;
  return isReal && year >= 1900 && date <= today;
}

/** 18 on the day of the 18th birthday; someone born 29 February turns 18 on 1 March. */
export function isAdult(birthDate: string, today: string): boolean {
  const [year, month, day] = birthDate.split('-').map(Number);
  const [todayYear, todayMonth, todayDay] = today.split('-').map(Number);
  const birthday = [year + MINIMUM_AGE, month, day];
  const now = [todayYear, todayMonth, todayDay];
  for (let i = 0; i < 3; i++) {
    if (birthday[i] !== now[i]) return birthday[i] < now[i];
  }
  return true;
}
