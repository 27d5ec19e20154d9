import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListParams } from './list-spec.js';

/**
 * One page of rows matching `scope` and the list's own conditions, with the total for Content-Range.
 * The rows are read-only (a list maps them to records and changes nothing), so they stay out of the
 * identity map: no snapshot per entity for change tracking, which was most of the ORM's cost here.
 */
export function findPage<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  scope: Record<string, unknown>,
  params: ListParams,
): Promise<[T[], number]> {
  return em.findAndCount(entity, { $and: [scope, params.where] } as never, {
    orderBy: params.orderBy as never,
    offset: params.offset,
    limit: params.limit,
    disableIdentityMap: true,
  });
}
