import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Exclude } from 'class-transformer';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { fieldError } from './validation.js';

/** `<Edit>` sends the whole record: read-only fields are dropped before validation; unknown fields are still refused. */
export function IgnoresReadOnly(...fields: string[]): ClassDecorator {
  return (target) => {
    for (const field of ['id', ...fields]) Exclude({ toClassOnly: true })(target.prototype, field);
  };
}

/** A body that names another record than its address is a mistake, never a move: 400. */
@Injectable()
export class SameIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const body = req.body as Record<string, unknown> | undefined;
    const pathId = req.params?.id;
    if (
      (req.method === 'PUT' || req.method === 'PATCH') &&
      pathId &&
      body &&
      typeof body === 'object' &&
      'id' in body
    ) {
      const id = body.id;
      if ((typeof id !== 'string' && typeof id !== 'number') || String(id) !== pathId)
        throw fieldError('id', 'id i indholdet passer ikke med adressen');
    }
    return next.handle();
  }
}
