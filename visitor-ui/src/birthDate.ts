export const MINIMUM_AGE = 18;
export const UNDER_AGE = 'Du skal være mindst 18 år gammel.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in Copenhagen, as the server counts it, so page and server agree at midnight. */
export const todayInCopenhagen = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(now);

const pad = (value: number) => String(value).padStart(2, '0');

/** The last birth date that is 18 today; someone born 29 February turns 18 on 1 March. */
export function latestAdultBirthDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const birthYear = year - MINIMUM_AGE;
  const daysInMonth = new Date(Date.UTC(birthYear, month, 0)).getUTCDate();
  return `${birthYear}-${pad(month)}-${pad(Math.min(day, daysInMonth))}`;
}

export function isRealDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const asDate = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && asDate.getUTCMonth() === month - 1 && asDate.getUTCDate() === day;
}

export const isAdult = (birthDate: string, today: string) =>
  birthDate <= latestAdultBirthDate(today);
