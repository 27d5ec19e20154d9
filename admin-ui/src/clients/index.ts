import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../common/lazyPage';

export const ClientList = lazyPage('ClientList', () =>
  import('./ClientList').then((module) => ({ default: module.ClientList })),
);

export const clients: Omit<ResourceProps, 'name'> = {
  list: ClientList,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
