import { isUuid } from '../ids.js';
import { asList, equalsValues, searchPattern } from './filters.js';
import type { FilterRule, SqlCondition } from './list-spec.js';

// The SQL twins of `filters.ts`, with the same checks and messages; values are always bound.

/** `{id: x}` or `{id: [x, y]}` (react-admin's getMany); ids that cannot exist match nothing. */
export const sqlIdFilter =
  (isId: (id: string) => boolean = isUuid): FilterRule<SqlCondition> =>
  (value) => ({ sql: `"id" = any(?)`, params: [asList(value).map(String).filter(isId)] });

/** The text in any of the columns, case-insensitive. */
export const sqlSearchFilter =
  (...columns: string[]): FilterRule<SqlCondition> =>
  (value, key) => {
    const pattern = searchPattern(value, key);
    if (!pattern) return undefined;
    return {
      sql: columns.map((column) => `${column} ilike ?`).join(' or '),
      params: columns.map(() => pattern),
    };
  };

/** Exact match on one column, one value or a list of them. */
export const sqlEqualsFilter =
  (column: string, allowed?: readonly string[]): FilterRule<SqlCondition> =>
  (value, key) => {
    const values = equalsValues(value, key, allowed);
    return values.length === 1
      ? { sql: `${column} = ?`, params: values }
      : { sql: `${column} = any(?)`, params: [values] };
  };
