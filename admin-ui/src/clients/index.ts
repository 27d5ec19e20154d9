import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../common/lazyPage';
import { PAGE_LOADERS } from '../common/pageLoaders';

const ClientList = lazyPage('ClientList', PAGE_LOADERS.ClientList);
const ClientShow = lazyPage('ClientShow', PAGE_LOADERS.ClientShow);
export const ClientBoard = lazyPage('ClientBoard', PAGE_LOADERS.ClientBoard);

export const clients: Omit<ResourceProps, 'name'> = {
  list: ClientList,
  // The customer page sits at /clients/{id}, where react-admin puts the edit view.
  edit: ClientShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
