import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AdminRole } from './admin-role.js';

/** A step the admin must take before the session opens anything else (PRODUCT.md §21). */
export type PendingStep = 'change_password' | 'set_up_two_factor';

export interface Principal {
  id: string;
  email: string;
  role: AdminRole;
  sessionId: string;
  pendingStep?: PendingStep | null;
}

export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal =>
    context.switchToHttp().getRequest<Request & { user: Principal }>().user,
);
