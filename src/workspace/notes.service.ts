import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ClientsService } from '../clients/clients.service.js';
import { readRows } from '../common/list/index.js';
import { findOwned } from '../common/tenant/owned.js';
import { scopedTo } from '../common/tenant/tenant-filter.js';
import { ClientEvent } from '../clients/client-event.entity.js';
import { ClientNote } from './client-note.entity.js';
import { recordEvent } from '../clients/timeline.js';
import type { TimelineRow } from './workspace.mapper.js';

const NOTE_NOT_FOUND = 'Noten findes ikke';
/** A timeline shows this much of a note (the note itself stays whole). */
const EXCERPT = 200;
const PAGE = 500;

/** Notes and the timeline of one of the admin's clients: the client is looked up (and scoped) first. */
@Injectable()
export class NotesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
  ) {}

  async list(adminId: string, clientId: string): Promise<ClientNote[]> {
    const client = await this.clients.findOwn(adminId, clientId);
    return this.em.find(
      ClientNote,
      { client },
      { orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }], limit: PAGE, filters: scopedTo(adminId) },
    );
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

  async remove(adminId: string, clientId: string, noteId: string): Promise<ClientNote> {
    const client = await this.clients.findOwn(adminId, clientId);
    const note = await findOwned(this.em, ClientNote, adminId, noteId, NOTE_NOT_FOUND, {
      where: { client },
    });
    await this.em.remove(note).flush();
    return note;
  }

  /**
   * Plain rows, not entities: for a busy customer, building and registering 500 entities took four
   * times as long as the query (bench:workspace).
   */
  async timeline(adminId: string, clientId: string): Promise<TimelineRow[]> {
    const client = await this.clients.findOwnId(adminId, clientId);
    const query = this.em
      .createQueryBuilder(ClientEvent)
      .select(['id', 'type', 'data', 'createdAt'])
      .where({ client })
      .orderBy([{ createdAt: 'DESC' }, { id: 'DESC' }])
      .limit(PAGE);
    await query.applyFilters(scopedTo(adminId));
    return readRows<TimelineRow>(this.em, ClientEvent, query);
  }
}
