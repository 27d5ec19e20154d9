import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import type { Principal } from '../current-admin.decorator.js';
import { scopeToAdmin } from './tenant-filter.js';

/** A signed-in request sees only its admin's owned rows, in every ORM query of its context. */
@Injectable()
export class TenantScopeInterceptor implements NestInterceptor {
  constructor(private readonly em: EntityManager) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const admin = context.switchToHttp().getRequest<Request>().user as Principal | undefined;
    if (admin?.id) scopeToAdmin(this.em, admin.id);
    return next.handle();
  }
}
