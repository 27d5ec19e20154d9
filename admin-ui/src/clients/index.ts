import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../common/lazyPage';

const ClientList = lazyPage('ClientList', () =>
  import('./ClientList').then((module) => ({ default: module.ClientList })),
);

const ClientShow = lazyPage('ClientShow', () =>
  import('./ClientShow').then((module) => ({ default: module.ClientShow })),
);

export const ClientBoard = lazyPage('ClientBoard', () =>
  import('./board/ClientBoard').then((module) => ({ default: module.ClientBoard })),
);

export const clients: Omit<ResourceProps, 'name'> = {
  list: ClientList,
  // The customer page sits at /clients/{id}, where react-admin puts the edit view.
  edit: ClientShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
