import { fieldError } from '../validation.js';
import type { ListQueryDto } from './list-query.dto.js';

/** react-admin's export asks for 1000 rows in one page. */
const MAX_PAGE_SIZE = 1000;

type SortOrder = 'ASC' | 'DESC';

type OrmCondition = Record<string, unknown>;

/** Turns a filter value into a condition (MikroORM's, or SQL's) or throws a field error; `undefined` means none. */
export type FilterRule<Condition = OrmCondition> = (
  value: unknown,
  key: string,
) => Condition | undefined;

export interface ListSpec<Condition = OrmCondition> {
  resource: string;
  /** Record field → entity property (or a custom order-by builder for derived fields); in SQL, its expression. */
  sorts: Record<string, string | ((order: SortOrder) => Condition)>;
  defaultSort: [string, SortOrder];
  filters: Record<string, FilterRule<Condition>>;
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

/** The asked sort field, checked against the spec, and its order. */
function parseSort<Condition>(query: ListQueryDto, spec: ListSpec<Condition>): [string, SortOrder] {
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
  return [sort[0], order];
}

function ormOrderBy(spec: ListSpec, [field, order]: [string, SortOrder]): OrmCondition[] {
  const by = spec.sorts[field];
  const primary = typeof by === 'function' ? by(order) : { [by]: order };
  // The id breaks ties, so pages never repeat or skip a row.
  return field === 'id' ? [primary] : [primary, { id: 'ASC' }];
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

function parseFilter<Condition>(
  query: ListQueryDto,
  spec: ListSpec<Condition>,
): { filter: Record<string, unknown>; conditions: Condition[]; adminId?: string } {
  const filter = parseJson('filter', query.filter, {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw fieldError('filter', 'filter skal være et JSON-objekt');
  }
  const conditions: Condition[] = [];
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
    orderBy: ormOrderBy(spec, parseSort(query, spec)),
    where: conditions.length ? { $and: conditions } : {},
    filter,
    ...(adminId === undefined ? {} : { adminId }),
  };
}

/** A condition in SQL on the listed table's own columns, its values bound at each `?`. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** A list whose filters and sorts are written in SQL, for the hottest list (the customers). */
export type SqlListSpec = ListSpec<SqlCondition> & { sorts: Record<string, string> };

export interface SqlListParams extends Omit<ListParams, 'orderBy' | 'where'> {
  /** `and …` for each filter, to follow the tenant's own condition. */
  where: SqlCondition;
  /** The order by clause's body, the id last to break ties. */
  orderBy: string;
}

export function parseSqlListQuery(query: ListQueryDto, spec: SqlListSpec): SqlListParams {
  const { filter, conditions, adminId } = parseFilter(query, spec);
  const range = parseRange(query);
  const [field, order] = parseSort(query, spec);
  const primary = `${spec.sorts[field]} ${order.toLowerCase()}`;
  return {
    resource: spec.resource,
    ...range,
    orderBy: field === 'id' ? primary : `${primary}, "id" asc`,
    where: {
      sql: conditions.map((condition) => ` and (${condition.sql})`).join(''),
      params: conditions.flatMap((condition) => condition.params),
    },
    filter,
    ...(adminId === undefined ? {} : { adminId }),
  };
}
