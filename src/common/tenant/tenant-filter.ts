import type { EntityClass, FilterDef } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OwnedEntity } from '../../database/owned.entity.js';

/** The one ORM filter that keeps an admin's rows apart; its name switches it off (`filters: { tenant: false }`). */
export const TENANT_FILTER = 'tenant';

/** The owner's access to another recruiter's customer records (PRODUCT.md §20): a GET reads, anything else is a 403. */
export type OwnerAccess = 'read' | 'write';

export interface TenantScope {
  adminId: string;
  owner?: OwnerAccess;
  /** The recruiter whose customer the owner opened: the rest of the request reads as them. */
  readingAs?: string;
}

/** A customer's pages, which the owner may read for another recruiter; checked against the entities at start. */
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

export const requestScope = (em: EntityManager): TenantScope | undefined =>
  em.getFilterParams(TENANT_FILTER) as TenantScope | undefined;

/** The recruiter the owner reads as after opening their customer in a read request; else `adminId`. */
export function effectiveAdmin(em: EntityManager, adminId: string): string {
  const request = requestScope(em);
  return request?.owner === 'read' && request.readingAs && request.adminId === adminId
    ? request.readingAs
    : adminId;
}

/** Public routes, jobs and the importer set no scope: the filter stands aside, the admin comes from the address or job. */
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

/** `owner` marks the bureau's owner: a GET reads, anything else writes. */
export function scopeToAdmin(em: EntityManager, adminId: string, owner?: OwnerAccess): void {
  em.setFilterParams(TENANT_FILTER, { adminId, owner } satisfies TenantScope);
}

export function readAs(em: EntityManager, recruiterId: string): void {
  const request = requestScope(em);
  if (request) em.setFilterParams(TENANT_FILTER, { ...request, readingAs: recruiterId });
}
