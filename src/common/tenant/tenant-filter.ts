import type { EntityClass, FilterDef } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OwnedEntity } from '../../database/owned.entity.js';

/** The one ORM filter that keeps an admin's rows apart; its name switches it off (`filters: { tenant: false }`). */
export const TENANT_FILTER = 'tenant';

/**
 * What the bureau's owner may do with another recruiter's customer records in this request
 * (PRODUCT.md §20): read them (a GET), or nothing (any other method: a write is a 403).
 */
export type OwnerAccess = 'read' | 'write';

/** Whose rows a unit of work may see. */
export interface TenantScope {
  adminId: string;
  /** Set for the owner's requests only. */
  owner?: OwnerAccess;
  /**
   * The recruiter whose customer the owner opened in this request (learned by `findOwned`): the
   * rest of the request reads as that recruiter, so a customer page shows that recruiter's rows.
   */
  readingAs?: string;
}

/**
 * The records that make up a customer's pages (the customer, notes, timeline, site progress,
 * plans, ledger): the owner may open another recruiter's, read-only. By entity class name, checked
 * against the entities at start.
 */
export const CUSTOMER_RECORDS: ReadonlySet<string> = new Set([
  'Client',
  'ClientNote',
  'ClientEvent',
  'ClientSiteProgress',
  'BetPlan',
  'ClientPayment',
]);

/** Find options that scope one query to an admin, whatever the context says. */
export const scopedTo = (adminId: string) => ({
  [TENANT_FILTER]: { adminId } satisfies TenantScope,
});

/** The scope the signed-in request set for its whole context, if any. */
export const requestScope = (em: EntityManager): TenantScope | undefined =>
  em.getFilterParams(TENANT_FILTER) as TenantScope | undefined;

/**
 * The admin whose rows a query for `adminId` reads: the recruiter the owner is reading as, when
 * `adminId` is the owner's own scope in a read request that opened a recruiter's customer.
 */
export function effectiveAdmin(em: EntityManager, adminId: string): string {
  const request = requestScope(em);
  return request?.owner === 'read' && request.readingAs && request.adminId === adminId
    ? request.readingAs
    : adminId;
}

/**
 * The filter on every entity extending OwnedEntity: `admin = scope.adminId` (or, in an owner's
 * read request that opened a recruiter's customer, that recruiter). A signed-in request sets the
 * scope for its whole context (TenantScopeInterceptor); the `findOwned…` helpers pass it per
 * query. Where no admin is signed in (public routes, jobs, the importer) it has no scope and
 * stands aside, as the admin there comes from the address or the job.
 */
export function tenantFilters(entities: EntityClass<object>[]): Record<string, FilterDef> {
  const owned = entities.filter((entity) => entity.prototype instanceof OwnedEntity);
  const names = new Set(owned.map((entity) => entity.name));
  const unknown = [...CUSTOMER_RECORDS].filter((name) => !names.has(name));
  if (unknown.length) throw new Error(`CUSTOMER_RECORDS names no owned entity: ${unknown}`);
  return {
    [TENANT_FILTER]: {
      name: TENANT_FILTER,
      cond: (scope: Partial<TenantScope> | undefined, type: string, em: EntityManager) =>
        scope?.adminId
          ? { admin: type === 'read' ? effectiveAdmin(em, scope.adminId) : scope.adminId }
          : {},
      entity: owned,
      default: true,
      args: false,
    },
  };
}

/**
 * Scopes every later query of this context (a request's) to the admin; `owner` for the bureau's
 * owner (read: a GET; write: anything else).
 */
export function scopeToAdmin(em: EntityManager, adminId: string, owner?: OwnerAccess): void {
  em.setFilterParams(TENANT_FILTER, { adminId, owner } satisfies TenantScope);
}

/** From now on this request reads as the recruiter whose customer the owner opened. */
export function readAs(em: EntityManager, recruiterId: string): void {
  const request = requestScope(em);
  if (request) em.setFilterParams(TENANT_FILTER, { ...request, readingAs: recruiterId });
}
