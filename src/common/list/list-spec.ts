import { fieldError } from '../validation.js';
import type { ListQueryDto } from './list-query.dto.js';

/** react-admin's export asks for 1000 rows in one page. */
const MAX_PAGE_SIZE = 1000;

type SortOrder = 'ASC' | 'DESC';

/** Turns a filter value into a MikroORM condition or throws a field error; `undefined` means none. */
export type FilterRule = (value: unknown, key: string) => Record<string, unknown> | undefined;

export interface ListSpec {
  resource: string;
  /** Record field → entity property (or a custom order-by builder for derived fields). */
  sorts: Record<string, string | ((order: SortOrder) => Record<string, unknown>)>;
  defaultSort: [string, SortOrder];
  filters: Record<string, FilterRule>;
  /** The owner may read another recruiter's list named by `filter.adminId` (PRODUCT.md §20). */
  ownerMayRead?: boolean;
}

export interface ListParams {
  resource: string;
  offset: number;
  limit: number;
  orderBy: Record<string, unknown>[];
  where: Record<string, unknown>;
  filter: Record<string, unknown>;
  /** Whose rows the list asks for (`filter.adminId`, on a list the owner may read). */
  adminId?: string;
}

const ADMIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

function parseJson(name: string, raw: string | undefined, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    throw fieldError(name, `${name} skal være JSON`);
  }
}

function parseSort(query: ListQueryDto, spec: ListSpec): Record<string, unknown>[] {
  const sort = parseJson('sort', query.sort, spec.defaultSort);
  const fields = Object.keys(spec.sorts);
  const order = Array.isArray(sort) && typeof sort[1] === 'string' ? sort[1].toUpperCase() : '';
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !Object.hasOwn(spec.sorts, sort[0]) ||
    (order !== 'ASC' && order !== 'DESC')
  ) {
    throw fieldError(
      'sort',
      `sort skal være ["felt","ASC"|"DESC"] med felt blandt ${fields.join(', ')}`,
    );
  }
  const by = spec.sorts[sort[0]];
  const primary = typeof by === 'function' ? by(order) : { [by]: order };
  // The id breaks ties, so pages never repeat or skip a row.
  return sort[0] === 'id' ? [primary] : [primary, { id: 'ASC' }];
}

function parseRange(query: ListQueryDto): { offset: number; limit: number } {
  // No range asked (react-admin's getMany): every row up to a full page, never a silent cut at 25.
  const range = parseJson('range', query.range, [0, MAX_PAGE_SIZE - 1]);
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw fieldError('range', 'range skal være [fra,til] med hele tal');
  }
  if (range[1] - range[0] + 1 > MAX_PAGE_SIZE) {
    throw fieldError('range', `En side kan højst have ${MAX_PAGE_SIZE} rækker`);
  }
  return { offset: range[0], limit: range[1] - range[0] + 1 };
}

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Checked before any rule calls `String()`, which an object such as `{"toString":1}` would make throw. */
const isFilterValue = (value: unknown): value is Scalar | Scalar[] =>
  isScalar(value) || (Array.isArray(value) && value.every(isScalar));

function parseFilter(
  query: ListQueryDto,
  spec: ListSpec,
): { filter: Record<string, unknown>; conditions: Record<string, unknown>[]; adminId?: string } {
  const filter = parseJson('filter', query.filter, {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw fieldError('filter', 'filter skal være et JSON-objekt');
  }
  const conditions: Record<string, unknown>[] = [];
  let adminId: string | undefined;
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'adminId' && spec.ownerMayRead) {
      if (typeof value !== 'string' || !ADMIN_ID.test(value))
        throw fieldError('filter.adminId', 'adminId skal være en admins id');
      adminId = value;
      continue;
    }
    const rule = Object.hasOwn(spec.filters, key) ? spec.filters[key] : undefined;
    if (!rule) {
      throw fieldError(
        `filter.${key}`,
        `Ukendt filter ${key}; brug ${[...Object.keys(spec.filters), ...(spec.ownerMayRead ? ['adminId'] : [])].join(', ')}`,
      );
    }
    if (!isFilterValue(value)) {
      throw fieldError(`filter.${key}`, `${key} skal være tekst, et tal eller en liste af dem`);
    }
    const condition = rule(value, key);
    if (condition) conditions.push(condition);
  }
  return { filter: filter as Record<string, unknown>, conditions, adminId };
}

export function parseListQuery(query: ListQueryDto, spec: ListSpec): ListParams {
  const { filter, conditions, adminId } = parseFilter(query, spec);
  return {
    resource: spec.resource,
    ...parseRange(query),
    orderBy: parseSort(query, spec),
    where: conditions.length ? { $and: conditions } : {},
    filter,
    ...(adminId === undefined ? {} : { adminId }),
  };
}
