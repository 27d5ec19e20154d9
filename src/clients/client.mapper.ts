import type { Client } from './client.entity.js';

export interface ClientRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  birthDate: string | null;
  referralCode: string | null;
  sites: string[];
  siteCount: number;
  createdAt: string;
  archivedAt: string | null;
  archivedBy: string | null;
}

const isoDate = (value: string | Date | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.toISOString().slice(0, 10);

export const toClientRecord = (client: Client): ClientRecord => ({
  id: client.id,
  name: client.name,
  email: client.email,
  phone: client.phone,
  birthDate: isoDate(client.birthDate),
  referralCode: client.referralCode ?? null,
  sites: client.sites,
  siteCount: client.siteCount,
  createdAt: client.createdAt.toISOString(),
  archivedAt: client.archivedAt?.toISOString() ?? null,
  archivedBy: client.archivedBy ?? null,
});
