import { idFilter, type ListSpec, parentFilter } from '../common/list/index.js';

export const BET_PLANS_LIST: ListSpec = {
  resource: 'bet-plans',
  sorts: { id: 'id', createdAt: 'createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: idFilter(), clientId: parentFilter('client', 'clientId skal være en kundes id') },
};
