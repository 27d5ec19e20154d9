import { isAdult, isRealDate } from '../../rules/age.js';
import { normalEmail, normalName, normalPhone } from '../../rules/contact.js';
import { REFERRAL_CODE } from '../../rules/signup-messages.js';

/** A reader answers the clean value or a reason (English, for the operator's report). */
export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const no = <T>(reason: string): Read<T> => ({ ok: false, reason });

const pad = (n: string) => n.padStart(2, '0');

/** One NUL or lone surrogate would otherwise fail the whole admin's transaction, not its own record. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') &&
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** A moment PostgreSQL and `toISOString` both take: years 1000 to 9999 (no year 0, no 5 digits). */
export const isStorableMoment = (at: Date): boolean => {
  const year = at.getUTCFullYear();
  return !Number.isNaN(at.getTime()) && year >= 1000 && year <= 9999;
};

const MAX_SITE_NAME = 60;

/** `YYYY-MM-DD` from the shapes people and the old pages wrote: d-m-y with - . / or a space, or ISO. */
export function readDate(value: unknown): Read<string> {
  if (typeof value !== 'string' && typeof value !== 'number') return no('no date');
  const text = String(value).trim();
  let iso: string | undefined;
  const dayFirst = /^(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})$/.exec(text);
  const yearFirst = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (dayFirst) iso = `${dayFirst[3]}-${pad(dayFirst[2])}-${pad(dayFirst[1])}`;
  else if (yearFirst) iso = `${yearFirst[1]}-${pad(yearFirst[2])}-${pad(yearFirst[3])}`;
  if (!iso || !isRealDate(iso) || iso < '1000-01-01')
    return no(`unreadable date '${text.slice(0, 40)}'`);
  return ok(iso);
}

export function readBirthDate(value: unknown, today: string): Read<string> {
  const date = readDate(value);
  if (!date.ok) return no(`unreadable birth date`);
  if (date.value > today) return no('birth date in the future');
  if (!isAdult(date.value, today)) return no('under 18');
  return date;
}

/** The old pages stored the code as '', '1234' or 1234; anything else is no code. */
export function readReferralCode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999) {
    return String(value).padStart(4, '0');
  }
  if (typeof value === 'string' && REFERRAL_CODE.test(value.trim())) return value.trim();
  return null;
}

export function readSites(value: unknown): string[] {
  if (value === undefined || value === null || value === 'clean') return [];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;]/) : [];
  return [
    ...new Set(
      items
        .filter((item): item is string => typeof item === 'string')
        .map((name) => name.trim())
        .filter((name) => name && name.length <= MAX_SITE_NAME && isStorableText(name)),
    ),
  ];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readEmail(value: unknown): Read<string> {
  if (
    typeof value !== 'string' ||
    !EMAIL.test(value.trim()) ||
    value.length > 254 ||
    !isStorableText(value)
  ) {
    return no('bad email');
  }
  return ok(normalEmail(value));
}

export const readName = (value: unknown): Read<string> =>
  normalised(readText(value, 'name', 120), normalName);
export const readPhone = (value: unknown): Read<string> =>
  normalised(readText(value, 'phone', 40), normalPhone);

const normalised = (read: Read<string>, normal: (text: string) => string): Read<string> =>
  read.ok ? ok(normal(read.value)) : read;

function readText(value: unknown, field: string, max: number): Read<string> {
  if (typeof value !== 'string' && typeof value !== 'number') return no(`no ${field}`);
  const text = String(value).trim();
  if (!text) return no(`no ${field}`);
  if (text.length > max) return no(`${field} longer than ${max} characters`);
  if (!isStorableText(text)) return no(`${field} holds a NUL or broken character`);
  return ok(text);
}

const midnights = new Map<string, number>();

export function copenhagenMidnight(date: string): Date {
  // Exports repeat the same few hundred days: the zone lookup is the slow part.
  let time = midnights.get(date);
  if (time === undefined) {
    time = utcToCopenhagen(date);
    midnights.set(date, time);
  }
  return new Date(time);
}

function utcToCopenhagen(date: string): number {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const offset = copenhagenOffsetMinutes(utcMidnight);
  return utcMidnight.getTime() - offset * 60_000;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Copenhagen',
  timeZoneName: 'shortOffset',
});

function copenhagenOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d+)?/.exec(name ?? '');
  return match?.[1] ? Number(match[1]) * 60 : 0;
}
