import { raw } from '@mikro-orm/core';
import {
  booleanFilter,
  equalsFilter,
  type FilterRule,
  idFilter,
  type ListSpec,
  searchFilter,
} from '../common/list/index.js';
import { fieldError } from '../common/validation.js';
import { endOfTodayInCopenhagen } from '../common/copenhagen.js';
import { balanceSql, CLIENT_STATUSES } from './client.entity.js';
import { SOURCE_INVALID, SOURCE_PATTERN } from '../../rules/source.js';

const textSearch = searchFilter('name', 'email', 'phone');

/** Name, email or phone; a number typed with spaces ('2000 0013') is matched on its digits. */
const clientSearch: FilterRule = (value, key) => {
  const condition = textSearch(value, key);
  const digits = String(value).replace(/\D/g, '');
  if (!condition || digits.length < 3 || !/^[\d\s+().-]+$/.test(String(value).trim()))
    return condition;
  const phoneDigits = raw((alias: string) => `regexp_replace(${alias}."phone", '[^0-9]', '', 'g')`);
  return { $or: [...(condition.$or as object[]), { [phoneDigits]: { $like: `%${digits}%` } }] };
};

const referralCode: FilterRule = (value, key) => {
  if (value === null) return { referralCode: null };
  if (![value].flat().every((code) => /^\d{4}$/.test(String(code)))) {
    throw fieldError(`filter.${key}`, 'referralCode skal være 4 cifre');
  }
  return equalsFilter('referralCode')(value, key);
};

/** `due: true`: an active card whose follow-up falls before the end of today (Copenhagen). */
const due = booleanFilter((isDue) => {
  const end = endOfTodayInCopenhagen();
  return isDue
    ? { archivedAt: null, nextContactAt: { $lt: end } }
    : { $or: [{ nextContactAt: null }, { nextContactAt: { $gte: end } }] };
});
const sourceFilter: FilterRule = (value, key) => {
  if (value === null) return { source: null };
  if (![value].flat().every((tag) => SOURCE_PATTERN.test(String(tag)))) {
    throw fieldError(`filter.${key}`, SOURCE_INVALID);
  }
  return equalsFilter('source')(value, key);
};

const BALANCE_COLUMNS = {
  profit: 'profit',
  ledger: 'ledger',
  feeModel: 'fee_model',
  feeAmount: 'fee_amount',
  feePercent: 'fee_percent',
  status: 'status',
  withdrawnSites: 'withdrawn_sites',
};
/** The balance expression on the query's alias, spelled as its index is (see `balanceSql`). */
const balance = () =>
  raw((alias: string) =>
    balanceSql(
      Object.fromEntries(
        Object.entries(BALANCE_COLUMNS).map(([key, column]) => [key, `${alias}."${column}"`]),
      ) as never,
    ),
  );
const BALANCE_FILTERS = {
  owes_me: { $gt: 0 },
  i_owe: { $lt: 0 },
  settled: 0,
} as const;
const balanceFilter: FilterRule = (value, key) => {
  const values = [value].flat();
  if (!values.length || !values.every((v) => Object.hasOwn(BALANCE_FILTERS, String(v))))
    throw fieldError(
      `filter.${key}`,
      `${key} skal være en af ${Object.keys(BALANCE_FILTERS).join(', ')}`,
    );
  const conditions = values.map((v) => ({
    [balance()]: BALANCE_FILTERS[v as keyof typeof BALANCE_FILTERS],
  }));
  return conditions.length === 1 ? conditions[0] : { $or: conditions };
};

export const CLIENTS_LIST: ListSpec = {
  resource: 'clients',
  sorts: {
    id: 'id',
    name: 'name',
    email: 'email',
    phone: 'phone',
    birthDate: 'birthDate',
    referralCode: 'referralCode',
    siteCount: 'siteCount',
    source: 'source',
    createdAt: 'createdAt',
    archivedAt: 'archivedAt',
    nextContactAt: 'nextContactAt',
    lastActivityAt: 'lastActivityAt',
    profit: 'profit',
    balance: (order) => ({ [balance()]: order }),
  },
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    id: idFilter(),
    q: clientSearch,
    archived: booleanFilter((archived) => ({ archivedAt: archived ? { $ne: null } : null })),
    referralCode,
    status: equalsFilter('status', CLIENT_STATUSES),
    due,
    source: sourceFilter,
    balance: balanceFilter,
  },
  ownerMayRead: true,
};

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
