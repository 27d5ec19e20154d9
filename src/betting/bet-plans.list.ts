import { type FilterRule, idFilter, type ListSpec } from '../common/list/index.js';
import { isUuid } from '../common/ids.js';
import { fieldError } from '../common/validation.js';

const clientId: FilterRule = (value, key) => {
  if (typeof value !== 'string')
    throw fieldError(`filter.${key}`, 'clientId skal være en kundes id');
  return { client: isUuid(value) ? value : { $in: [] } };
};

export const BET_PLANS_LIST: ListSpec = {
  resource: 'bet-plans',
  sorts: { id: 'id', createdAt: 'createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: idFilter(), clientId },
};
