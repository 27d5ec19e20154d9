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

/** Notes one audit entry for each successful request to a route in AUDITED_ROUTES. */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly writer: AuditWriter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const rule = req.route ? AUDITED_ROUTES[`${req.method} ${req.route.path}`] : undefined;
    if (!rule || (rule.when && !rule.when(req))) return next.handle();
    return next.handle().pipe(
      tap((answer) => {
        const adminId = (req.user as { id?: string } | undefined)?.id ?? rule.who?.(answer);
        const recordId = rule.record ? rule.record(req, answer) : req.params.id;
        this.writer.note({
          adminId: adminId ?? null,
          action: rule.action,
          resource: rule.resource,
          recordId: typeof recordId === 'string' ? recordId : null,
          at: new Date(),
        });
      }),
    );
  }
}
