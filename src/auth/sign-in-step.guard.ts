import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { PendingStep, Principal } from '../common/current-admin.decorator.js';

const DURING_STEP = 'duringSignInStep';

const STEP_FIRST: Record<PendingStep, string> = {
  change_password: 'Vælg en ny adgangskode, før du fortsætter',
  set_up_two_factor: 'Slå totrinsbekræftelse til, før du fortsætter',
};

/** A route a session may use while a step is pending (the step's own routes, who am I, sign out). */
export const DuringSignInStep = () => applyDecorators(SetMetadata(DURING_STEP, true));

/** The server holds a pending step (generated password, required two-factor), not only the panel's routing. */
@Injectable()
export class SignInStepGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<Request>().user as Principal | undefined;
    const step = principal?.pendingStep;
    if (!step) return true;
    const allowed = this.reflector.getAllAndOverride<boolean>(DURING_STEP, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed) return true;
    throw new ForbiddenException(STEP_FIRST[step]);
  }
}
