/** Gambling in Denmark is for 18+; "today" is the date in Copenhagen, whatever the device's zone. */
const MINIMUM_AGE = 18;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Built once: constructing an Intl formatter costs far more than using one.
const copenhagenDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' });

// Copenhagen's offsets are whole hours, so one formatting per UTC minute serves every call in it.
let cachedMinute = NaN;
let cachedDate = '';

export function todayInCopenhagen(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cachedMinute) {
    cachedDate = copenhagenDate.format(now);
    cachedMinute = minute;
  }
  return cachedDate;
}

export function isRealDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const asDate = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    asDate.getUTCFullYear() === year &&
    asDate.getUTCMonth() === month - 1 &&
    asDate.getUTCDate() === day
  );
}

export const isValidBirthDate = (date: string, today: string): boolean =>
  isRealDate(date) && date <= today;

const pad = (value: number) => String(value).padStart(2, '0');

/** The last birth date that is 18 today; someone born 29 February turns 18 on 1 March. */
export function latestAdultBirthDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const birthYear = year - MINIMUM_AGE;
  const daysInMonth = new Date(Date.UTC(birthYear, month, 0)).getUTCDate();
  return `${birthYear}-${pad(month)}-${pad(Math.min(day, daysInMonth))}`;
}

export const isAdult = (birthDate: string, today: string): boolean =>
  birthDate <= latestAdultBirthDate(today);
