import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export const ClientList = lazy(() =>
  import('./ClientList').then((module) => ({ default: module.ClientList })),
);

export const clients: Omit<ResourceProps, 'name'> = {
  list: ClientList,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
