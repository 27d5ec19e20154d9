import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { AdminRole } from './admin-role.js';
import { ApiErrors } from './api-docs.js';

export const ROLES = 'roles';

export const Roles = (...roles: AdminRole[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiErrors(403));
