import type { QueryClient } from '@tanstack/react-query';

/**
 * What a customer's page reads: the record (under `['clients']`, with the lists and the board) and
 * the flat resources of the rows under it. A change to a customer refetches them all.
 */
export const CUSTOMER_QUERIES = ['clients', 'notes', 'events', 'site-progress', 'bet-plans'];

export const refreshCustomers = (queryClient: QueryClient) =>
  Promise.all(CUSTOMER_QUERIES.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
