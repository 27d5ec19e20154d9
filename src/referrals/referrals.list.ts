import { equalsFilter, idFilter, type ListSpec, searchFilter } from '../common/list/index.js';

export const REFERRALS_LIST: ListSpec = {
  resource: 'referrals',
  sorts: {
    id: 'id',
    name: 'name',
    email: 'email',
    phone: 'phone',
    code: 'code',
    clientCount: 'clientCount',
    createdAt: 'createdAt',
  },
  defaultSort: ['createdAt', 'ASC'],
  filters: { id: idFilter(), q: searchFilter('name', 'email', 'code'), code: equalsFilter('code') },
};
