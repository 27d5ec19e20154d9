import { type DataProvider, downloadCSV } from 'react-admin';
import { danishCsv } from '../../../rules/spreadsheet-cell';
import type { ArbiDataProvider } from '../providers/dataProvider';
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

/** The customer list as CSV for Danish Excel (see `danishCsv`). */
export async function exportClients(
  clients: Client[],
  _fetchRelated: unknown,
  dataProvider: DataProvider,
): Promise<void> {
  // Recorded first: an export the audit log did not take is not handed out.
  await (dataProvider as ArbiDataProvider).recordExport('clients');
  const header = [
    ...['Dato', 'Navn', 'Tlf', 'Fødselsdag', 'Email', 'Referal', 'Antal sider', 'Sider'],
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
  downloadCSV(danishCsv([header, ...rows]), 'kunder');
}
