import type { TranslateFunction } from 'react-admin';
import type { Client } from '../providers/types';

/**
 * The name to show for a customer: an archived one's name was blanked on the server (it reads
 * 'not available'), so the page calls it what it is.
 */
export const displayName = (
  client: Pick<Client, 'name' | 'archivedAt'>,
  translate: TranslateFunction,
) => (client.archivedAt ? translate('arbi.customer.archived_name') : client.name);
