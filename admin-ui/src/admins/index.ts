import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Super-admin only: the server answers 403 to anyone else, and canAccess hides the screen. */
export const admins: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./AdminList').then((module) => ({ default: module.AdminList }))),
  create: lazy(() => import('./AdminCreate').then((module) => ({ default: module.AdminCreate }))),
  icon: SupervisorAccountIcon,
  recordRepresentation: 'email',
};
