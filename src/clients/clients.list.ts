import {
  booleanFilter,
  type FilterRule,
  type SqlCondition,
  sqlEqualsFilter,
  sqlIdFilter,
  type SqlListSpec,
  sqlSearchFilter,
} from '../common/list/index.js';
import { fieldError } from '../common/validation.js';
import { endOfTodayInCopenhagen } from '../common/copenhagen.js';
import { balanceSql, CLIENT_STATUSES, feeEarnedSql } from './client.entity.js';
import { SOURCE_INVALID, SOURCE_PATTERN } from '../../rules/source.js';

// The customer list is the panel's hottest read: its filters and sorts are SQL on `clients`' own
// columns, sent on the pool after the tenant's condition (`queryOwnedPage`).

type Rule = FilterRule<SqlCondition>;

const textSearch = sqlSearchFilter('"name"', '"email"', '"phone"');

/** Name, email or phone; a number typed with spaces ('2000 0013') is matched on its digits. */
const clientSearch: Rule = (value, key) => {
  const condition = textSearch(value, key);
  const digits = String(value).replace(/\D/g, '');
  if (!condition || digits.length < 3 || !/^[\d\s+().-]+$/.test(String(value).trim()))
    return condition;
  return {
    sql: `${condition.sql} or regexp_replace("phone", '[^0-9]', '', 'g') like ?`,
    params: [...condition.params, `%${digits}%`],
  };
};

const isNull = (column: string): SqlCondition => ({ sql: `${column} is null`, params: [] });

const referralCode: Rule = (value, key) => {
  if (value === null) return isNull('"referral_code"');
  if (![value].flat().every((code) => /^\d{4}$/.test(String(code)))) {
    throw fieldError(`filter.${key}`, 'referralCode skal være 4 cifre');
  }
  return sqlEqualsFilter('"referral_code"')(value, key);
};

/** `due: true`: an active card whose follow-up falls before the end of today (Copenhagen). */
const due = booleanFilter((isDue) => {
  const end = endOfTodayInCopenhagen();
  return isDue
    ? { sql: '"archived_at" is null and "next_contact_at" < ?', params: [end] }
    : { sql: '"next_contact_at" is null or "next_contact_at" >= ?', params: [end] };
});
const sourceFilter: Rule = (value, key) => {
  if (value === null) return isNull('"source"');
  if (![value].flat().every((tag) => SOURCE_PATTERN.test(String(tag)))) {
    throw fieldError(`filter.${key}`, SOURCE_INVALID);
  }
  return sqlEqualsFilter('"source"')(value, key);
};

const MONEY_COLUMNS = {
  profit: '"profit"',
  ledger: '"ledger"',
  feeModel: '"fee_model"',
  feeAmount: '"fee_amount"',
  feePercent: '"fee_percent"',
  status: '"status"',
  withdrawnSites: '"withdrawn_sites"',
} as never;
/** The balance spelled as its index `clients_balance_index` is, so sorting by it reads the index. */
const BALANCE = balanceSql(MONEY_COLUMNS);
const BALANCE_FILTERS = {
  owes_me: '> 0',
  i_owe: '< 0',
  settled: '= 0',
} as const;
const balanceFilter: Rule = (value, key) => {
  const values = [value].flat();
  if (!values.length || !values.every((v) => Object.hasOwn(BALANCE_FILTERS, String(v))))
    throw fieldError(
      `filter.${key}`,
      `${key} skal være en af ${Object.keys(BALANCE_FILTERS).join(', ')}`,
    );
  const conditions = values.map(
    (v) => `${BALANCE} ${BALANCE_FILTERS[v as keyof typeof BALANCE_FILTERS]}`,
  );
  return { sql: conditions.join(' or '), params: [] };
};

export const CLIENTS_LIST: SqlListSpec = {
  resource: 'clients',
  sorts: {
    id: '"id"',
    name: '"name"',
    email: '"email"',
    phone: '"phone"',
    birthDate: '"birth_date"',
    referralCode: '"referral_code"',
    siteCount: '"site_count"',
    source: '"source"',
    createdAt: '"created_at"',
    archivedAt: '"archived_at"',
    nextContactAt: '"next_contact_at"',
    lastActivityAt: '"last_activity_at"',
    profit: '"profit"',
    balance: BALANCE,
  },
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    id: sqlIdFilter(),
    q: clientSearch,
    archived: booleanFilter((archived) =>
      archived ? { sql: '"archived_at" is not null', params: [] } : isNull('"archived_at"'),
    ),
    referralCode,
    status: sqlEqualsFilter('"status"', CLIENT_STATUSES),
    due,
    source: sourceFilter,
    balance: balanceFilter,
  },
  ownerMayRead: true,
};

/** The columns a client record shows, named as `ClientListRow`'s fields. */
export const CLIENT_LIST_COLUMNS = `"id", "name", "email", "phone",
  to_char("birth_date", 'YYYY-MM-DD') as "birthDate", "referral_code" as "referralCode", "sites",
  "site_count" as "siteCount", "source", "created_at" as "createdAt", "archived_at" as "archivedAt",
  "archived_by" as "archivedBy", "status", "next_contact_at" as "nextContactAt",
  "last_activity_at" as "lastActivityAt", "profit", "signed_up_again_at" as "signedUpAgainAt",
  "pending_signup" as "pendingSignup", "task_link_created_at" as "taskLinkCreatedAt",
  "task_link_expires_at" as "taskLinkExpiresAt", "task_link_opened_at" as "taskLinkOpenedAt",
  "task_link_last_seen_at" as "taskLinkLastSeenAt", "fee_model" as "feeModel",
  "fee_amount" as "feeAmount", "fee_percent" as "feePercent",
  ${feeEarnedSql(MONEY_COLUMNS)} as "feeEarned",
  ${BALANCE} as "balance"`;

/** Counts from `client_totals` (kept by triggers) when only `status` and `archived` filter; null otherwise. */
export function totalsCondition(
  filter: Record<string, unknown>,
): { where: string; params: unknown[] } | null {
  const keys = Object.keys(filter);
  if (!keys.every((key) => key === 'status' || key === 'archived')) return null;
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.status !== undefined) {
    const statuses = [filter.status].flat().map(String);
    where.push(statuses.length ? `"status" in (${statuses.map(() => '?').join(', ')})` : 'false');
    params.push(...statuses);
  }
  if (filter.archived !== undefined) {
    where.push('"archived" = ?');
    params.push(filter.archived);
  }
  return { where: where.map((w) => ` and ${w}`).join(''), params };
}
