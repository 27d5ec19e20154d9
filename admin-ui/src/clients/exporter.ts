import { type DataProvider, downloadCSV } from 'react-admin';
import { neutraliseCell } from '../../../rules/spreadsheet-cell';
import type { ArbiDataProvider } from '../providers/dataProvider';
import type { Client } from '../providers/types';
import { formatDate } from './format';

/** A cell a spreadsheet reads as text (never as a formula), quoted when it holds a separator. */
const cell = (value: string | number) => {
  const text = neutraliseCell(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The customer list as CSV with Danish headings; the BOM makes Excel read æ, ø and å. */
export async function exportClients(
  clients: Client[],
  _fetchRelated: unknown,
  dataProvider: DataProvider,
): Promise<void> {
  // Recorded first: an export the audit log did not take is not handed out.
  await (dataProvider as ArbiDataProvider).recordExport('clients');
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
  const csv = [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
  downloadCSV(`\uFEFF${csv}`, 'kunder');
}
