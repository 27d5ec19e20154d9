/** 'DD.MM.YYYY', the one Danish way, from an ISO timestamp (in the browser's time zone) or a 'YYYY-MM-DD' date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD.MM.YYYY HH:mm' in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDate(value)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO timestamp as the value of an `<input type="datetime-local">`, and back. */
export function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

/** A day on a chart's axis the Danish way, '27.10', from 'YYYY-MM-DD'. */
export function formatDayMonth(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[2]}.${match[1]}` : day;
}

const monthAndYear = new Intl.DateTimeFormat('da-DK', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A month on a chart's axis the Danish way, 'dec. 2025', from 'YYYY-MM'. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthAndYear.format(new Date(Date.UTC(+match[1], +match[2] - 1, 1))) : month;
}
