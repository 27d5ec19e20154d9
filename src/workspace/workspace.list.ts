import { EVENT_TYPES } from '../clients/client-event.entity.js';
import { equalsFilter, idFilter, type ListSpec, parentFilter } from '../common/list/index.js';

const clientId = parentFilter('client', 'clientId skal være en kundes id');

export const NOTES_LIST: ListSpec = {
  resource: 'notes',
  sorts: { id: 'id', createdAt: 'createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: idFilter(), clientId },
};

export const EVENTS_LIST: ListSpec = {
  resource: 'events',
  sorts: { id: 'id', at: 'createdAt' },
  defaultSort: ['at', 'DESC'],
  filters: { id: idFilter(), clientId, type: equalsFilter('type', EVENT_TYPES) },
};

/** Every site on the recruiter's list, rows or not, so the page is built in memory. */
export const SITE_PROGRESS_LIST: ListSpec = {
  resource: 'site-progress',
  sorts: { position: 'position', id: 'id' },
  defaultSort: ['position', 'ASC'],
  filters: { clientId },
};
