import type { EntityClass, FilterQuery, FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, NotFoundException } from '@nestjs/common';
import type { OwnedEntity } from '../../database/owned.entity.js';
import { isUuid } from '../ids.js';
import { findPage, findPageRows, type ListParams } from '../list/index.js';
import { scopedTo } from './tenant-filter.js';

const logger = new Logger('Tenant');

/** An admin's row by id, scoped by the tenant filter: another admin's id is simply not found. */
export async function findOwned<T extends OwnedEntity>(
  em: EntityManager,
  entity: EntityClass<T>,
  adminId: string,
  id: string,
  notFoundMessage: string,
  /** Narrower conditions (e.g. the parent row) and find options (e.g. a row lock). */
  narrow: { where?: FilterQuery<T>; options?: FindOneOptions<T> } = {},
): Promise<T> {
  const where = { ...(narrow.where as object), id } as FilterQuery<T>;
  const options = { ...narrow.options, filters: scopedTo(adminId) } as FindOneOptions<T>;
  const row = isUuid(id) ? await em.findOne(entity, where as never, options) : null;
  if (!row) {
    logger.warn({ event: 'not_found', resource: entity.name, adminId }, 'row not found for admin');
    throw new NotFoundException(notFoundMessage);
  }
  return row;
}

/** One page of an admin's rows: the list's own conditions, always inside the admin's scope. */
export function findOwnedPage<T extends OwnedEntity>(
  em: EntityManager,
  entity: EntityClass<T>,
  adminId: string,
  params: ListParams,
): Promise<[T[], number]> {
  return findPage(em, entity, {}, params, scopedTo(adminId));
}

/** An admin's page as plain rows (see `findPageRows`): `Row` is the entity without its relations. */
export function findOwnedRows<Row>(
  em: EntityManager,
  entity: EntityClass<OwnedEntity>,
  adminId: string,
  params: ListParams,
  total?: () => Promise<number>,
): Promise<[Row[], number]> {
  return findPageRows<Row>(em, entity, {}, params, scopedTo(adminId), total);
}
