import { SetMetadata } from '@nestjs/common';
import type { AdminRole } from '../admins/admin.entity.js';

export const ROLES = 'roles';

export const Roles = (...roles: AdminRole[]) => SetMetadata(ROLES, roles);
