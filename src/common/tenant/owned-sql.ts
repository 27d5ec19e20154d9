import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { effectiveAdmin } from './tenant-filter.js';

/** The admin condition of a raw statement on owned rows (`ownedBy('c')` for an alias). */
export const ownedBy = (alias?: string): string =>
  `${alias ? `${alias}.` : ''}"admin_id" = (select "admin_id" from "tenant")`;

const TENANT = `"tenant" as (select ?::text as "admin_id")`;

/** The SQL twin of the tenant filter: the admin is the first parameter, read by every `ownedBy()` via `tenant`. */
export function executeOwned<T>(
  em: EntityManager,
  adminId: string,
  statement: string,
  params: unknown[] = [],
): Promise<T> {
  const leadingWith = /^\s*with\s/i;
  const sql = leadingWith.test(statement)
    ? statement.replace(leadingWith, `with ${TENANT}, `)
    : `with ${TENANT} ${statement}`;
  return em.execute(sql, [effectiveAdmin(em, adminId), ...params]) as Promise<T>;
}

/** On the pg pool with bound values, for the hottest reads; the statement may hold no `?` but the values'. */
export async function queryOwned<T>(
  pool: Pool,
  adminId: string,
  statement: string,
  params: unknown[] = [],
): Promise<T[]> {
  let position = 1;
  const numbered = statement.replace(/\?/g, () => `$${++position}`);
  const { rows } = await pool.query(
    `with "tenant" as (select $1::text as "admin_id") ${numbered}`,
    [adminId, ...params],
  );
  return rows as T[];
}
