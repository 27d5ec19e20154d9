import type { EntityClass, FilterQuery, FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Logger, NotFoundException } from '@nestjs/common';
import type { OwnedEntity } from '../../database/owned.entity.js';
import { isUuid } from '../ids.js';
import { findPage, findPageRows, type ListParams } from '../list/index.js';
import {
  CUSTOMER_RECORDS,
  effectiveAdmin,
  readAs,
  requestScope,
  scopedTo,
  TENANT_FILTER,
} from './tenant-filter.js';

const logger = new Logger('Tenant');

const OWNER_READ_ONLY = 'Som ejer kan du se en anden rekrutters kunder, men ikke ændre dem';

/** An admin's row by id, scoped by the tenant filter: another admin's id is simply not found. */
export async function findOwned<T extends OwnedEntity>(
  em: EntityManager,
  entity: EntityClass<T>,
  adminId: string,
  id: string,
  notFoundMessage: string,
  narrow: { where?: FilterQuery<T>; options?: FindOneOptions<T> } = {},
): Promise<T> {
  const where = { ...(narrow.where as object), id } as FilterQuery<T>;
  const options = { ...narrow.options, filters: scopedTo(adminId) } as FindOneOptions<T>;
  const row = isUuid(id) ? await em.findOne(entity, where as never, options) : null;
  if (row) return row;
  const recruiters = isUuid(id) ? await ownersView(em, entity, adminId, where) : null;
  if (recruiters) return recruiters;
  logger.warn({ event: 'not_found', resource: entity.name, adminId }, 'row not found for admin');
  throw new NotFoundException(notFoundMessage);
}

/** The owner gets another recruiter's customer record in a read request (PRODUCT.md §20), else 403. */
async function ownersView<T extends OwnedEntity>(
  em: EntityManager,
  entity: EntityClass<T>,
  adminId: string,
  where: FilterQuery<T>,
): Promise<T | null> {
  const request = requestScope(em);
  if (!request?.owner || request.adminId !== adminId || !CUSTOMER_RECORDS.has(entity.name))
    return null;
  const unscoped = { filters: { [TENANT_FILTER]: false } } as FindOneOptions<T>;
  if (request.owner === 'write') {
    if (!(await em.count(entity, where as never, unscoped as never))) return null;
    logger.warn({ event: 'owner_write_refused', resource: entity.name, adminId }, 'read-only');
    throw new ForbiddenException(OWNER_READ_ONLY);
  }
  const row = await em.findOne(entity, where as never, unscoped);
  // One request reads as one recruiter: a second recruiter's record is not found.
  if (!row || (request.readingAs && request.readingAs !== row.admin.id)) return null;
  readAs(em, row.admin.id);
  return row;
}

/**
 * Whose rows a list reads: the owner may name another recruiter (PRODUCT.md §20); anyone else
 * naming one gets an empty page (undefined).
 */
export function listedAdmin(
  em: EntityManager,
  adminId: string,
  params: Pick<ListParams, 'adminId'>,
): string | undefined {
  const named = params.adminId;
  if (named === undefined || named === adminId) return effectiveAdmin(em, adminId);
  const request = requestScope(em);
  return request?.owner === 'read' && request.adminId === adminId ? named : undefined;
}

function listScope(em: EntityManager, adminId: string, params: ListParams) {
  const admin = listedAdmin(em, adminId, params);
  return admin === undefined ? undefined : scopedTo(admin);
}

export async function findOwnedPage<T extends OwnedEntity>(
  em: EntityManager,
  entity: EntityClass<T>,
  adminId: string,
  params: ListParams,
): Promise<[T[], number]> {
  const scope = listScope(em, adminId, params);
  return scope ? findPage(em, entity, {}, params, scope) : [[], 0];
}

export async function findOwnedRows<Row>(
  em: EntityManager,
  entity: EntityClass<OwnedEntity>,
  adminId: string,
  params: ListParams,
): Promise<[Row[], number]> {
  const scope = listScope(em, adminId, params);
  return scope ? findPageRows<Row>(em, entity, {}, params, scope) : [[], 0];
}
