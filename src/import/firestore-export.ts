import { createHash } from 'node:crypto';
import { MAX_SITES, siteKey } from '../../rules/sites.js';
import type { AdminTexts } from '../admins/admin.entity.js';
import { DEFAULT_SITE_NAMES, DEFAULT_TEXTS } from '../sites/defaults.js';
import {
  encodeFirebaseHash,
  type FirebaseHashConfig,
} from '../common/password/firebase-password.js';
import {
  copenhagenMidnight,
  isStorableMoment,
  isStorableText,
  readBirthDate,
  readDate,
  readEmail,
  readReferralCode,
  readName,
  readPhone,
  readSites,
  type Read,
} from './legacy-values.js';

/** The old document database in the common export layout (see PRODUCT.md §13). */
export interface FirestoreExport {
  admins?: Record<string, unknown>;
}

export interface AuthExport {
  users?: AuthUser[];
}

export interface ClientToImport {
  id: string;
  name: string;
  email: string;
  phone: string;
  birthDate: string | null;
  referralCode: string | null;
  sites: string[];
  createdAt: Date;
  archivedAt: Date | null;
  archivedBy: string | null;
}

interface ReferralToImport {
  id: string;
  name: string;
  email: string;
  phone: string;
  code: string;
}

export interface AdminToImport {
  id: string;
  email: string;
  role: 'admin' | 'superadmin';
  /** The old sign-in's hash, verified at the first sign-in and then replaced; null: none known. */
  legacyPasswordHash: string | null;
  texts: AdminTexts;
  sites: string[];
  referrals: ReferralToImport[];
  clients: ClientToImport[];
}

export interface SkippedRecord {
  admin: string;
  record: string;
  reason: string;
}

export interface Installation {
  /** In memory, or read from the export as the import goes (`skipped` grows meanwhile). */
  admins: Iterable<AdminToImport> | AsyncIterable<AdminToImport>;
  skipped: SkippedRecord[];
}

const ADMIN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NOT_AVAILABLE = 'not available';

type Doc = Record<string, unknown>;
const asDoc = (value: unknown): Doc =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {};

/** A stable id per old document, so a second run recognises what the first one wrote. */
function importedId(...path: string[]): string {
  const hex = createHash('sha256').update(path.join('/')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface AuthUser {
  localId?: unknown;
  email?: unknown;
  passwordHash?: unknown;
  salt?: unknown;
}

/** Pure and one admin at a time, so a streamed export is never held whole; unusable records go to `skipped`. */
export class InstallationReader {
  readonly skipped: SkippedRecord[] = [];
  private readonly emails = new Set<string>();
  private readonly users: Map<string, AuthUser>;

  constructor(
    users: Iterable<AuthUser>,
    private readonly hashConfig: FirebaseHashConfig | null,
    private readonly options: { today: string; superadmin?: string },
  ) {
    this.users = new Map(
      [...users]
        .filter((user) => typeof user.localId === 'string')
        .map((user) => [user.localId as string, user]),
    );
  }

  read(uid: string, raw: unknown): AdminToImport | undefined {
    const doc = asDoc(raw);
    const user = this.users.get(uid);
    const skip = (record: string, reason: string) =>
      this.skipped.push({ admin: uid, record, reason });
    // A uid names the admin's personal link and keys objects: `__proto__` or `constructor` never.
    if (!ADMIN_ID.test(uid) || uid in Object.prototype || uid === 'prototype') {
      skip('admin', 'uid is not a valid personal-link id');
      return undefined;
    }
    const email = readEmail(doc.email ?? user?.email);
    if (!email.ok) {
      skip('admin', email.reason);
      return undefined;
    }
    if (this.emails.has(email.value)) {
      skip('admin', 'another admin in the export has the same email');
      return undefined;
    }
    this.emails.add(email.value);
    const legacyPasswordHash =
      this.hashConfig && typeof user?.passwordHash === 'string' && typeof user.salt === 'string'
        ? encodeFirebaseHash(this.hashConfig, user.salt, user.passwordHash)
        : null;
    const sites = adminSites(doc.sites);
    const collections = asDoc(doc.__collections__);
    return {
      id: uid,
      email: email.value,
      role: uid === this.options.superadmin ? 'superadmin' : 'admin',
      legacyPasswordHash,
      texts: adminTexts(asDoc(doc.config)),
      sites,
      referrals: readReferrals(uid, asDoc(collections.referals), skip),
      clients: readClients(uid, sites, collections, this.options.today, skip),
    };
  }
}

export function readInstallation(
  firestore: FirestoreExport,
  auth: AuthExport,
  hashConfig: FirebaseHashConfig | null,
  options: { today: string; superadmin?: string },
): Installation & { admins: AdminToImport[] } {
  const reader = new InstallationReader(auth.users ?? [], hashConfig, options);
  const admins = Object.entries(asDoc(firestore.admins)).flatMap(
    ([uid, raw]) => reader.read(uid, raw) ?? [],
  );
  return { admins, skipped: reader.skipped };
}

function adminSites(value: unknown): string[] {
  const seen = new Set<string>();
  const names = Array.isArray(value) ? readSites(value) : DEFAULT_SITE_NAMES;
  return names
    .filter((name) => {
      const key = siteKey(name);
      if (seen.has(key) || name.length > 60) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SITES);
}

function pageText(value: unknown, fallback: { title: string; text: string }) {
  const doc = asDoc(value);
  const usable = (text: unknown): text is string =>
    typeof text === 'string' && isStorableText(text);
  return {
    title: usable(doc.title) && doc.title.trim() ? doc.title.slice(0, 200) : fallback.title,
    text: usable(doc.text) ? doc.text.slice(0, 5000) : fallback.text,
  };
}

function adminTexts(config: Doc): AdminTexts {
  return {
    welcome: pageText(config.velkomstSide, DEFAULT_TEXTS.welcome),
    sitesPage: pageText(config.bettingSide, DEFAULT_TEXTS.sitesPage),
  };
}

type Skip = (record: string, reason: string) => void;

const firstProblem = (...reads: Read<unknown>[]): string | undefined =>
  reads.flatMap((read) => (read.ok ? [] : [read.reason]))[0];

function readReferrals(uid: string, docs: Doc, skip: Skip): ReferralToImport[] {
  const referrals: ReferralToImport[] = [];
  const codes = new Set<string>();
  for (const [key, raw] of Object.entries(docs)) {
    const doc = asDoc(raw);
    const record = `referals/${key}`;
    const code =
      readReferralCode(doc.referal) ?? readReferralCode(/^referalId-(\d{4})$/.exec(key)?.[1]);
    const name = readName(doc.name);
    const email = readEmail(doc.email);
    const phone = readPhone(doc.phone);
    const problem = firstProblem(name, email, phone);
    if (!code) skip(record, 'no 4-digit referral code');
    else if (problem) skip(record, problem);
    else if (codes.has(code)) skip(record, `code ${code} used by another referral`);
    if (!code || problem || codes.has(code) || !name.ok || !email.ok || !phone.ok) continue;
    codes.add(code);
    referrals.push({
      id: importedId(uid, 'referals', key),
      name: name.value,
      email: email.value,
      phone: phone.value,
      code,
    });
  }
  return referrals;
}

function readClients(
  uid: string,
  adminSiteNames: string[],
  collections: Doc,
  today: string,
  skip: Skip,
): ClientToImport[] {
  const spelling = new Map(adminSiteNames.map((name) => [siteKey(name), name]));
  const asAdminSpells = (names: string[]) => [
    ...new Set(names.map((name) => spelling.get(siteKey(name)) ?? name)),
  ];
  const clients: ClientToImport[] = [];
  // One active card per email and per phone, as the signup keeps it: the first one wins.
  const activeEmails = new Set<string>();
  const activePhones = new Set<string>();
  for (const [key, raw] of Object.entries(asDoc(collections.clients))) {
    const doc = asDoc(raw);
    const record = `clients/${key}`;
    const name = readName(doc.name);
    const email = readEmail(doc.email);
    const phone = readPhone(doc.phone);
    const birthDate = readBirthDate(doc.age, today);
    const date = readDate(doc.dato);
    const problem = firstProblem(name, email, phone, birthDate, date);
    if (problem) skip(record, problem);
    if (problem || !name.ok || !email.ok || !phone.ok || !birthDate.ok || !date.ok) continue;
    if (activeEmails.has(email.value) || activePhones.has(phone.value)) {
      skip(record, 'same email or phone as another customer of this admin');
      continue;
    }
    activeEmails.add(email.value);
    activePhones.add(phone.value);
    clients.push({
      id: importedId(uid, 'clients', key),
      name: name.value,
      email: email.value,
      phone: phone.value,
      birthDate: birthDate.value,
      referralCode: readReferralCode(doc.referal),
      sites: asAdminSpells(readSites(doc.sites)),
      createdAt: copenhagenMidnight(date.value),
      archivedAt: null,
      archivedBy: null,
    });
  }
  for (const [key, raw] of Object.entries(asDoc(collections.archived))) {
    const doc = asDoc(raw);
    const archivedAt = typeof doc.archivedAt === 'string' ? new Date(doc.archivedAt) : null;
    const date = readDate(doc.dato);
    const createdAt = date.ok ? copenhagenMidnight(date.value) : archivedAt;
    if (!createdAt || !isStorableMoment(createdAt)) {
      skip(`archived/${key}`, 'unreadable date');
      continue;
    }
    const archivedBy =
      typeof doc.archivedBy === 'string' && isStorableText(doc.archivedBy)
        ? doc.archivedBy.slice(0, 64)
        : uid;
    clients.push({
      id: importedId(uid, 'archived', key),
      name: NOT_AVAILABLE,
      email: NOT_AVAILABLE,
      phone: NOT_AVAILABLE,
      birthDate: null,
      referralCode: readReferralCode(doc.referal),
      sites: asAdminSpells(readSites(doc.sites)),
      createdAt,
      archivedAt: archivedAt && isStorableMoment(archivedAt) ? archivedAt : createdAt,
      archivedBy,
    });
  }
  return clients;
}
