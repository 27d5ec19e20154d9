import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC, SESSION_OPTIONAL } from '../common/public.decorator.js';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const marked = (key: string) =>
      this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]);
    if (marked(IS_PUBLIC)) return true;
    if (marked(SESSION_OPTIONAL)) {
      // No session, or one that is no longer valid: the route runs signed out.
      await (super.canActivate(context) as Promise<boolean>).catch(() => undefined);
      return true;
    }
    return super.canActivate(context) as Promise<boolean>;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error || !user)
      throw error instanceof UnauthorizedException
        ? error
        : new UnauthorizedException('Du er ikke logget ind');
    return user;
  }
}
