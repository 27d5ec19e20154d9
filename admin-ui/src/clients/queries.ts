import type { ListQuery } from '../providers/early';

// The reads a page starts with, written once: the page asks for them, and main.tsx starts the same
// reads while the panel's scripts load when the page is the first of a visit (see bootstrap.ts).

/** 'Kunder i kø': new customers nobody has called yet, the longest waiting first. */
export const QUEUE_QUERY: ListQuery = {
  filter: { archived: false, status: 'new' },
  pagination: { page: 1, perPage: 5 },
  sort: { field: 'createdAt', order: 'ASC' },
};

/** 'Opfølgning i dag': next contact today or already passed, the earliest first. */
export const FOLLOW_UP_QUERY: ListQuery = {
  filter: { archived: false, due: true },
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'nextContactAt', order: 'ASC' },
};

/** One read for the whole board: the API's page limit, far above a recruiter's active customers. */
export const BOARD_QUERY: ListQuery = {
  filter: { archived: false },
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'lastActivityAt', order: 'DESC' },
};

/** Kundeliste as it opens: the newest active customers, 25 a page. */
export const CLIENT_LIST_QUERY: ListQuery = {
  filter: { archived: false },
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'createdAt', order: 'DESC' },
};

/** Its second column, 'Her er alle dine lukkede kunder'. */
export const ARCHIVED_QUERY: ListQuery = {
  filter: { archived: true },
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'createdAt', order: 'DESC' },
};

/** Where react-admin keeps each list's sort, filter and page once the recruiter changes them. */
export const LIST_STORE_KEYS = { list: 'clients.listParams', archived: 'clients.archived' };
