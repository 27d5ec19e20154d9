import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { effectiveAdmin } from './tenant-filter.js';

/** The admin condition of a raw statement on owned rows (`ownedBy('c')` for an alias). */
export const ownedBy = (alias?: string): string =>
  `${alias ? `${alias}.` : ''}"admin_id" = (select "admin_id" from "tenant")`;

const TENANT = `"tenant" as (select ?::text as "admin_id")`;

/**
 * Runs a raw statement on an admin's rows, the SQL twin of the tenant filter: the admin is its
 * first parameter, as the common table expression `tenant` that every `ownedBy()` reads. Whose rows
 * a statement may see is decided here alone: in the owner's read of a recruiter's customer
 * (PRODUCT.md §20), that recruiter's, as the filter does.
 */
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

/**
 * `executeOwned` on the pg pool under the ORM (`PgPool`), with the values bound as parameters: for
 * the hottest reads, where the ORM formatting the values into the statement cost as much as the
 * query. `?` marks each value (so the statement may hold no other `?`).
 */
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
