import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../common/lazyPage';

/** Super-admin only: the server answers 403 to anyone else, and canAccess hides the screen. */
export const admins: Omit<ResourceProps, 'name'> = {
  list: lazyPage('AdminList', () =>
    import('./AdminList').then((module) => ({ default: module.AdminList })),
  ),
  show: lazyPage('AdminShow', () =>
    import('./AdminShow').then((module) => ({ default: module.AdminShow })),
  ),
  create: lazyPage('AdminCreate', () =>
    import('./AdminCreate').then((module) => ({ default: module.AdminCreate })),
  ),
  icon: SupervisorAccountIcon,
  recordRepresentation: 'email',
};
