import type { EntityManager } from '@mikro-orm/postgresql';
import pg, { type CustomTypesConfig, type Pool } from 'pg';
import type { SqlListParams } from '../list/index.js';
import { listedAdmin } from './owned.js';
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
  types?: CustomTypesConfig,
): Promise<T[]> {
  let position = 1;
  const numbered = statement.replace(/\?/g, () => `$${++position}`);
  const { rows } = await pool.query({
    text: `with "tenant" as (select $1::text as "admin_id") ${numbered}`,
    values: [adminId, ...params],
    types,
  });
  return rows as T[];
}

/**
 * A list's page of an admin's rows in `table` and their count, on the pool, for the admin
 * `listedAdmin` names (none: an empty page). The count may come from elsewhere (a rollup).
 */
export async function queryOwnedPage<Row>(
  em: EntityManager,
  pool: Pool,
  adminId: string,
  { table, columns }: { table: string; columns: string },
  params: SqlListParams,
  countElsewhere?: (listed: string) => Promise<number>,
): Promise<[Row[], number]> {
  const listed = listedAdmin(em, adminId, params);
  if (listed === undefined) return [[], 0];
  const where = `from "${table}" where ${ownedBy()}${params.where.sql}`;
  const count = async () =>
    (
      await queryOwned<{ n: number }>(
        pool,
        listed,
        `select count(*)::int as "n" ${where}`,
        params.where.params,
      )
    )[0].n;
  return Promise.all([
    // pg's own parsers: the ORM's pool leaves timestamps as text for the ORM to map.
    queryOwned<Row>(
      pool,
      listed,
      `select ${columns} ${where} order by ${params.orderBy} limit ? offset ?`,
      [...params.where.params, params.limit, params.offset],
      pg.types,
    ),
    countElsewhere ? countElsewhere(listed) : count(),
  ]);
}
