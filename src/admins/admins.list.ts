import {
  booleanFilter,
  equalsFilter,
  idFilter,
  type ListSpec,
  searchFilter,
} from '../common/list/index.js';
import { AdminRole } from '../common/admin-role.js';

export const ADMINS_LIST: ListSpec = {
  resource: 'admins',
  sorts: {
    id: 'id',
    email: 'email',
    role: 'role',
    createdAt: 'createdAt',
    deactivatedAt: 'deactivatedAt',
  },
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    id: idFilter((id) => id.length > 0 && id.length <= 64),
    q: searchFilter('email'),
    role: equalsFilter('role', Object.values(AdminRole)),
    active: booleanFilter((active) => ({ deactivatedAt: active ? null : { $ne: null } })),
  },
};
