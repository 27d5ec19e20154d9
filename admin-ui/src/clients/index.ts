import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export const ClientList = lazy(() =>
  import('./ClientList').then((module) => ({ default: module.ClientList })),
);

const ClientShow = lazy(() =>
  import('./ClientShow').then((module) => ({ default: module.ClientShow })),
);

export const ClientBoard = lazy(() =>
  import('./board/ClientBoard').then((module) => ({ default: module.ClientBoard })),
);

export const clients: Omit<ResourceProps, 'name'> = {
  list: ClientList,
  // The customer page sits at /clients/{id}, where react-admin puts the edit view.
  edit: ClientShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
