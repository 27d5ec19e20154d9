import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AdminRole } from './admin-role.js';
import type { Principal } from './current-admin.decorator.js';
import { ROLES } from './roles.decorator.js';

@Injectable()
export class RolesGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<AdminRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (user && roles.includes(user.role)) return true;
    this.logger.warn(
      { event: 'forbidden', adminId: user?.id, role: user?.role },
      'role not allowed',
    );
    throw new ForbiddenException('Kun for super-admin');
  }
}
