import type { EntityClass, FilterDef } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OwnedEntity } from '../../database/owned.entity.js';

/** The one ORM filter that keeps an admin's rows apart; its name switches it off (`filters: { tenant: false }`). */
export const TENANT_FILTER = 'tenant';

/** Whose rows a unit of work may see. */
export interface TenantScope {
  adminId: string;
}

/** Find options that scope one query to an admin, whatever the context says. */
export const scopedTo = (adminId: string) => ({
  [TENANT_FILTER]: { adminId } satisfies TenantScope,
});

/**
 * The filter on every entity extending OwnedEntity: `admin = scope.adminId`. A signed-in request
 * sets the scope for its whole context (TenantScopeInterceptor); the `findOwned…` helpers pass it
 * per query. Where no admin is signed in (public routes, jobs, the importer) it has no scope and
 * stands aside, as the admin there comes from the address or the job.
 */
export function tenantFilters(entities: EntityClass<object>[]): Record<string, FilterDef> {
  const owned = entities.filter((entity) => entity.prototype instanceof OwnedEntity);
  return {
    [TENANT_FILTER]: {
      name: TENANT_FILTER,
      cond: (scope?: Partial<TenantScope>) => (scope?.adminId ? { admin: scope.adminId } : {}),
      entity: owned,
      default: true,
      args: false,
    },
  };
}

/** Scopes every later query of this context (a request's) to the admin. */
export function scopeToAdmin(em: EntityManager, adminId: string): void {
  em.setFilterParams(TENANT_FILTER, { adminId } satisfies TenantScope);
}
