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
import { CLIENT_STATUSES } from './client.entity.js';
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
/** A link tag, or null for untagged visitors. */
const sourceFilter: FilterRule = (value, key) => {
  if (value === null) return { source: null };
  if (![value].flat().every((tag) => SOURCE_PATTERN.test(String(tag)))) {
    throw fieldError(`filter.${key}`, SOURCE_INVALID);
  }
  return equalsFilter('source')(value, key);
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
  },
};
