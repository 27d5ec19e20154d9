import { equalsFilter, idFilter, type ListSpec } from '../common/list/index.js';

export const RATINGS_LIST: ListSpec = {
  resource: 'ratings',
  sorts: { id: 'id', stars: 'stars', comment: 'comment', createdAt: 'createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: idFilter(), stars: equalsFilter('stars', ['1', '2', '3', '4', '5']) },
};
