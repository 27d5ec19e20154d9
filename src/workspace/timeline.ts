import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '../clients/client.entity.js';
import { ClientEvent, type EventType } from './client-event.entity.js';

/**
 * Adds a line to the client's timeline in the caller's unit of work: call it inside the
 * transaction that makes the change, so the change and its event commit together or not at all.
 * (The database moves the client's `lastActivityAt` along; see the workspace migration.)
 */
export function recordEvent(
  em: EntityManager,
  client: Client,
  type: EventType,
  data: Record<string, unknown> = {},
): ClientEvent {
  const event = em.create(ClientEvent, { client, admin: client.admin, type, data });
  em.persist(event);
  return event;
}

/** Archiving: notes go, and what events kept of personal data (note text, old contact data) is blanked. */
export async function forgetPersonalData(em: EntityManager, clientId: string): Promise<void> {
  await em.execute('delete from "client_notes" where "client_id" = ?', [clientId]);
  await em.execute(
    `update "client_events"
        set "data" = case when "type" = 'contact_corrected'
                          then jsonb_build_object('fields', coalesce("data"->'fields', '[]'))
                          else '{}'::jsonb end
      where "client_id" = ? and "type" in ('note_added', 'contact_corrected', 'signed_up')`,
    [clientId],
  );
}
