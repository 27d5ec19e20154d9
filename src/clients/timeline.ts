import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from './client.entity.js';
import { ClientEvent, type EventType } from './client-event.entity.js';

/** Call it inside the transaction that makes the change, so the change and its event commit together. */
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

/** Archiving's CTEs over `archived`: notes go, personal data kept in events is blanked, `archived` is logged. */
export const FORGET_PERSONAL_DATA = `
  forgotten_notes as (
    delete from "client_notes" where "client_id" in (select "id" from archived)
  ),
  blanked_events as (
    update "client_events"
       set "data" = case when "type" = 'contact_corrected'
                         then jsonb_build_object('fields', coalesce("data"->'fields', '[]'))
                         else '{}'::jsonb end
     where "client_id" in (select "id" from archived)
       and "type" in ('note_added', 'contact_corrected', 'signed_up')
  ),
  archived_event as (
    insert into "client_events" ("id", "admin_id", "client_id", "type")
    select gen_random_uuid(), "admin_id", "id", 'archived' from archived
  )`;
