import { downloadCSV } from 'react-admin';
import type { Client } from '../providers/types';
import { formatDate } from './format';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The customer list as CSV for Danish Excel: ';' between cells (',' is its decimal mark) and a BOM
 * so it reads æ, ø and å.
 */
export function exportClients(clients: Client[]): void {
  const header = ['Dato', 'Navn', 'Tlf', 'Fødselsdag', 'Email', 'Referral', 'Antal sider', 'Sider'];
  const rows = clients.map((client) => [
    formatDate(client.createdAt),
    client.name,
    client.phone,
    formatDate(client.birthDate),
    client.email,
    client.referralCode ?? '',
    client.siteCount,
    client.sites.join(', '),
  ]);
  const csv = [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n');
  downloadCSV(`\uFEFF${csv}`, 'kunder');
}
