import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Injectable } from '@nestjs/common';
import { ClientsService } from '../clients/clients.service.js';
import type { ListParams } from '../common/list/index.js';
import { findOwned, findOwnedPage, findOwnedRows } from '../common/tenant/owned.js';
import { ownedBy, queryOwned } from '../common/tenant/owned-sql.js';
import { effectiveAdmin, scopedTo } from '../common/tenant/tenant-filter.js';
import { PgPool } from '../database/pg-pool.js';
import { ClientEvent } from '../clients/client-event.entity.js';
import { ClientNote } from './client-note.entity.js';
import { recordEvent } from '../clients/timeline.js';
import type { TimelineRow } from './workspace.mapper.js';

const NOTE_NOT_FOUND = 'Noten findes ikke';
const EXCERPT = 200;
const PAGE = 500;

@Injectable()
export class NotesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly db: PgPool,
  ) {}

  async list(adminId: string, clientId: string): Promise<ClientNote[]> {
    const client = await this.clients.findOwn(adminId, clientId);
    return this.em.find(
      ClientNote,
      { client },
      { orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }], limit: PAGE, filters: scopedTo(adminId) },
    );
  }

  async page(adminId: string, params: ListParams): Promise<[ClientNote[], number]> {
    await this.clients.openListed(adminId, params);
    return findOwnedPage(this.em, ClientNote, adminId, params);
  }

  findOne(adminId: string, noteId: string): Promise<ClientNote> {
    return findOwned(this.em, ClientNote, adminId, noteId, NOTE_NOT_FOUND);
  }

  async create(adminId: string, clientId: string, text: string): Promise<ClientNote> {
    return this.em.transactional(async (em) => {
      const client = await this.clients.lockActive(em, adminId, clientId);
      const note = em.create(ClientNote, { client, admin: adminId, text: text.trim() });
      em.persist(note);
      recordEvent(em, client, 'note_added', { noteId: note.id, text: note.text.slice(0, EXCERPT) });
      return note;
    });
  }

  /** Without `clientId` (the flat `DELETE /api/notes/:id`), the note is found by its id alone. */
  async remove(adminId: string, clientId: string | undefined, noteId: string): Promise<ClientNote> {
    const client =
      clientId === undefined ? undefined : await this.clients.findOwn(adminId, clientId);
    const note = await findOwned(this.em, ClientNote, adminId, noteId, NOTE_NOT_FOUND, {
      where: client ? { client } : {},
    });
    await this.em.remove(note).flush();
    return note;
  }

  /**
   * Plain rows on the pool with bound values, not entities nor a built query: the card's most-read
   * list, for a busy customer too (bench/workspace/NOTES.md).
   */
  async timeline(adminId: string, clientId: string): Promise<TimelineRow[]> {
    await this.clients.findOwnId(adminId, clientId);
    // pg's own parsers: the ORM's pool leaves timestamps as text for the ORM to map.
    const rows = await queryOwned<Omit<TimelineRow, 'createdAt'> & { created_at: Date }>(
      await this.db.pool(),
      effectiveAdmin(this.em, adminId),
      `select "id", "type", "data", "created_at" from "client_events"
        where "client_id" = ? and ${ownedBy()} order by "created_at" desc, "id" desc limit ?`,
      [clientId, PAGE],
      pg.types,
    );
    return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }));
  }

  async eventsPage(adminId: string, params: ListParams): Promise<[TimelineRow[], number]> {
    await this.clients.openListed(adminId, params);
    return findOwnedRows<TimelineRow>(this.em, ClientEvent, adminId, params);
  }
}
