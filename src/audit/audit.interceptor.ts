import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, tap } from 'rxjs';
import { AUDITED_ROUTES } from './audited-routes.js';
import { AuditWriter } from './audit.writer.js';
import { ListViews } from './list-views.js';

/** A list's reads within one view are one entry; a read that shows no personal data is none. */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly writer: AuditWriter,
    private readonly listViews: ListViews,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const rule = req.route ? AUDITED_ROUTES[`${req.method} ${req.route.path}`] : undefined;
    if (!rule || rule.showsNone?.(req) || (rule.when && !rule.when(req))) return next.handle();
    return next.handle().pipe(
      tap((answer) => {
        const adminId = (req.user as { id?: string } | undefined)?.id ?? rule.who?.(answer) ?? null;
        const recordId = rule.record ? rule.record(req, answer) : req.params.id;
        const at = new Date();
        if (rule.list && !this.listViews.isNewView(adminId, rule.action, at)) return;
        this.writer.note({
          adminId,
          action: rule.action,
          resource: rule.resource,
          recordId: typeof recordId === 'string' ? recordId : null,
          at,
        });
      }),
    );
  }
}
