import type { EntityClass, FilterOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListParams } from './list-spec.js';

/** Read-only rows stay out of the identity map: no change-tracking snapshot per entity. */
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

/** Plain rows for hot lists, which only map rows to records; the caller names the row type without relations. */
export async function findPageRows<Row>(
  em: EntityManager,
  entity: EntityClass<object>,
  scope: Record<string, unknown>,
  params: ListParams,
  filters: FilterOptions = {},
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
  const count = em.createQueryBuilder(entity).where(where);
  await count.applyFilters(filters);
  return Promise.all([readRows<Row>(em, entity, page), count.getCount()]);
}

/** The builder's statement sent on the pool and mapped by the ORM's own row mapper, skipping its execute path. */
async function readRows<Row>(
  em: EntityManager,
  entity: EntityClass<object>,
  query: { getFormattedQuery(): string },
): Promise<Row[]> {
  const meta = em.getMetadata().get(entity);
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query(query.getFormattedQuery());
  return rows.map((row) => em.getDriver().mapResult(row, meta) as Row);
}
