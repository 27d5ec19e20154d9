import type { EntityClass, FilterOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListParams } from './list-spec.js';

/**
 * One page of rows matching `scope`, the list's own conditions and the filters (the tenant's), with the total for Content-Range.
 * The rows are read-only (a list maps them to records and changes nothing), so they stay out of the
 * identity map: no snapshot per entity for change tracking, which was most of the ORM's cost here.
 */
export function findPage<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  scope: Record<string, unknown>,
  params: ListParams,
  filters: FilterOptions = {},
): Promise<[T[], number]> {
  return em.findAndCount(entity, { $and: [scope, params.where] } as never, {
    orderBy: params.orderBy as never,
    offset: params.offset,
    limit: params.limit,
    disableIdentityMap: true,
    filters,
  });
}

/**
 * The same page as plain rows: columns by property name, a relation as its id, no entities. For the
 * hottest lists (the customer list and board): building and registering entities was a quarter of
 * the ORM's time there, and a list only maps its rows to records. The caller names the row type
 * (`Omit<Entity, relations>`), so no one reads a relation off a row by mistake.
 */
export async function findPageRows<Row>(
  em: EntityManager,
  entity: EntityClass<object>,
  scope: Record<string, unknown>,
  params: ListParams,
  filters: FilterOptions = {},
  /** Reads the total elsewhere (a rollup) instead of counting the matching rows. */
  countElsewhere?: () => Promise<number>,
): Promise<[Row[], number]> {
  const where = { $and: [scope, params.where] } as never;
  const page = em
    .createQueryBuilder(entity)
    .select('*')
    .where(where)
    .orderBy(params.orderBy as never)
    .offset(params.offset)
    .limit(params.limit);
  // A query builder leaves the ORM's filters to its caller.
  await page.applyFilters(filters);
  const count = countElsewhere ? undefined : em.createQueryBuilder(entity).where(where);
  await count?.applyFilters(filters);
  return Promise.all([
    readRows<Row>(em, entity, page),
    count ? count.getCount() : countElsewhere!(),
  ]);
}

/**
 * A built query's rows by property name, for reads outside a transaction: the statement the
 * builder wrote, sent on the pool under the ORM and mapped by the ORM's own compiled row mapper
 * (the ORM's execute path around it cost a tenth of a millisecond a page).
 */
export async function readRows<Row>(
  em: EntityManager,
  entity: EntityClass<object>,
  query: { getFormattedQuery(): string },
): Promise<Row[]> {
  const meta = em.getMetadata().get(entity);
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query(query.getFormattedQuery());
  return rows.map((row) => em.getDriver().mapResult(row, meta) as Row);
}
