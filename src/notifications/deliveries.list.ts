import { equalsFilter, idFilter, type ListSpec } from '../common/list/index.js';

export const DELIVERIES_LIST: ListSpec = {
  resource: 'deliveries',
  sorts: {
    id: 'id',
    createdAt: 'createdAt',
    status: 'status',
    channel: 'channel',
    event: 'event',
    attempts: 'attempts',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: idFilter(),
    status: equalsFilter('status', ['pending', 'sent', 'failed']),
    channel: equalsFilter('channel', ['email', 'webhook']),
    event: equalsFilter('event', ['client.created', 'test']),
  },
};
