import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { escapeLike } from '../common/like.js';
import { isUuid } from '../common/ids.js';
import type { ListParams } from '../common/list-query.js';
import { fieldError } from '../common/validation.js';
import { Client, NOT_AVAILABLE } from './client.entity.js';

export interface ClientFilter {
  archived?: unknown;
  q?: unknown;
  id?: unknown;
}

export const CLIENT_NOT_FOUND = 'Kunden findes ikke';
export const ALREADY_ARCHIVED = 'Kunden er allerede arkiveret';

/** Every query here starts from the signed-in admin: no method reads another admin's clients. */
@Injectable()
export class ClientsService {
  private readonly logger = new Logger('Clients');

  constructor(private readonly em: EntityManager) {}

  async list(adminId: string, params: ListParams<ClientFilter>): Promise<[Client[], number]> {
    const where: Record<string, unknown> = { admin: adminId };
    const { archived, q, id } = params.filter;
    if (archived !== undefined) {
      if (typeof archived !== 'boolean') throw fieldError('filter.archived', 'archived skal være true eller false');
      where.archivedAt = archived ? { $ne: null } : null;
    }
    if (q !== undefined && q !== '') {
      const pattern = `%${escapeLike(String(q).trim())}%`;
      where.$or = [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phone: { $ilike: pattern } }];
    }
    if (id !== undefined) {
      const ids = (Array.isArray(id) ? id : [id]).map(String).filter(isUuid);
      where.id = { $in: ids };
    }
    return this.em.findAndCount(Client, where, {
      orderBy: { [params.sortField]: params.sortOrder, id: 'ASC' },
      offset: params.offset,
      limit: params.limit,
    });
  }

  async findOwn(adminId: string, id: string): Promise<Client> {
    const client = isUuid(id) ? await this.em.findOne(Client, { id, admin: adminId }) : null;
    if (!client) {
      this.logger.warn({ event: 'not_found', resource: 'client', adminId }, 'client not found for admin');
      throw new NotFoundException(CLIENT_NOT_FOUND);
    }
    return client;
  }

  /** One statement blanks the personal data and stamps the archive; a second archive changes nothing. */
  async archive(adminId: string, id: string): Promise<Client> {
    if (!isUuid(id)) throw new NotFoundException(CLIENT_NOT_FOUND);
    const archived = await this.em.execute<Record<string, unknown>[]>(
      `update "clients"
          set "name" = ?, "email" = ?, "phone" = ?, "birth_date" = null, "archived_at" = now(), "archived_by" = ?
        where "id" = ? and "admin_id" = ? and "archived_at" is null
        returning "id"`,
      [NOT_AVAILABLE, NOT_AVAILABLE, NOT_AVAILABLE, adminId, id, adminId],
    );
    const client = await this.findOwn(adminId, id);
    if (!archived.length) throw new ConflictException(ALREADY_ARCHIVED);
    await this.em.refresh(client);
    this.logger.log({ event: 'client_archived', adminId, clientId: id }, 'client archived');
    return client;
  }
}
