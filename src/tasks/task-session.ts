import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { DEAD_TASK_LINK } from '../../rules/tasks.js';
import { TASK_COOKIE } from '../auth/session-cookie.js';
import type { Client } from '../clients/client.entity.js';
import { TaskLinkLookup } from './task-link.lookup.js';

/** Only the task routes ever get it; never readable by a script, never sent from another site. */
const cookieOptions = (req: Request, maxAge?: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: req.secure,
  path: '/api/tasks',
  maxAge,
});

export function setTaskCookie(req: Request, res: Response, value: string, until: Date): void {
  res.cookie(TASK_COOKIE, value, cookieOptions(req, Math.max(0, until.getTime() - Date.now())));
}

type TaskRequest = Request & { taskClient?: Client };

@Injectable()
export class TaskSessionGuard implements CanActivate {
  constructor(private readonly links: TaskLinkLookup) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<TaskRequest>();
    const value = req.cookies?.[TASK_COOKIE];
    const client = typeof value === 'string' ? await this.links.bySession(value) : undefined;
    if (!client) throw new UnauthorizedException(DEAD_TASK_LINK);
    req.taskClient = client;
    return true;
  }
}

export const TaskClient = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Client =>
    context.switchToHttp().getRequest<TaskRequest>().taskClient!,
);
