import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AdminRole } from '../admin-role.js';
import type { Principal } from '../current-admin.decorator.js';
import { scopeToAdmin } from './tenant-filter.js';

const READS = new Set(['GET', 'HEAD']);

/** The bureau's owner may also read other recruiters' customers, in a GET (PRODUCT.md §20). */
@Injectable()
export class TenantScopeInterceptor implements NestInterceptor {
  constructor(private readonly em: EntityManager) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const admin = req.user as Principal | undefined;
    if (admin?.id)
      scopeToAdmin(
        this.em,
        admin.id,
        admin.role === AdminRole.SuperAdmin
          ? READS.has(req.method)
            ? 'read'
            : 'write'
          : undefined,
      );
    return next.handle();
  }
}
