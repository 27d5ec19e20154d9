import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/ids.js';
import type { ListParams } from '../common/list/index.js';
import { findOwned, findOwnedPage } from '../common/tenant/owned.js';
import { Client, NOT_AVAILABLE } from './client.entity.js';

export const CLIENT_NOT_FOUND = 'Kunden findes ikke';
export const ALREADY_ARCHIVED = 'Kunden er allerede arkiveret';

/** Every query here starts from the signed-in admin: no method reads another admin's clients. */
@Injectable()
export class ClientsService {
  private readonly logger = new Logger('Clients');

  constructor(private readonly em: EntityManager) {}

  list(adminId: string, params: ListParams): Promise<[Client[], number]> {
    return findOwnedPage(this.em, Client, adminId, params);
  }

  findOwn(adminId: string, id: string): Promise<Client> {
    return findOwned(this.em, Client, adminId, id, CLIENT_NOT_FOUND);
  }

  /** One statement blanks the personal data and stamps the archive; a second archive changes nothing. */
  async archive(adminId: string, id: string): Promise<Client> {
    if (!isUuid(id)) throw new NotFoundException(CLIENT_NOT_FOUND);
    const archived = await this.em.execute<Record<string, unknown>[]>(
      `update "clients"
          set "name" = ?, "email" = ?, "phone" = ?, "birth_date" = null, "pending_signup" = null,
              "archived_at" = now(), "archived_by" = ?
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
