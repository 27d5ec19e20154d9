import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Super-admin only: who saw or changed personal data (the server answers 403 to anyone else). */
export const audit: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./AuditList').then((module) => ({ default: module.AuditList }))),
  icon: ManageSearchIcon,
};
