import { downloadCSV } from 'react-admin';
import type { Client } from '../providers/types';
import { STATUS_LABELS } from '../i18n/arbi-danish';
import { formatDate, formatDateTime } from './format';

const WORK_HEADER = ['Status', 'Kilde', 'Næste kontakt', 'Fortjeneste'];

/** The recruiter's work on the customer (issue 14): status in Danish, next contact, profit in kr. */
const workColumns = (client: Client) => [
  STATUS_LABELS[client.status] ?? client.status,
  client.source ?? '',
  formatDateTime(client.nextContactAt),
  client.profit,
];

const cell = (value: string | number) => {
  const text = String(value);
  return /[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The customer list as CSV with Danish headings; the BOM makes Excel read æ, ø and å. */
export function exportClients(clients: Client[]): void {
  const header = [
    ...['Dato', 'Navn', 'Tlf', 'Fødselsdag', 'Email', 'Referral', 'Antal sider', 'Sider'],
    ...WORK_HEADER,
  ];
  const rows = clients.map((client) => [
    formatDate(client.createdAt),
    client.name,
    client.phone,
    formatDate(client.birthDate),
    client.email,
    client.referralCode ?? '',
    client.siteCount,
    client.sites.join(', '),
    ...workColumns(client),
  ]);
  const csv = [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
  downloadCSV(`\uFEFF${csv}`, 'kunder');
}
