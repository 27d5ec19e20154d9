import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/ids.js';
import { CLIENT_NOT_FOUND } from './clients.service.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';
import { findOwned } from '../common/tenant/owned.js';
import { Client } from './client.entity.js';

/** The right to be forgotten: ON DELETE CASCADE takes every row about them, stored signup answers included. */
@Injectable()
export class ClientErasureService {
  private readonly logger = new Logger('Clients');

  constructor(private readonly em: EntityManager) {}

  async erase(adminId: string, id: string): Promise<{ id: string }> {
    if (!isUuid(id)) throw new NotFoundException(CLIENT_NOT_FOUND);
    const rows = await this.em.transactional(async (em) => {
      // Looked up first, so the owner's erasure of another recruiter's customer is a 403.
      await findOwned(em, Client, adminId, id, CLIENT_NOT_FOUND);
      const gone = await executeOwned<{ id: string }[]>(
        em,
        adminId,
        `delete from "clients" where "id" = ? and ${ownedBy()} returning "id"`,
        [id],
      );
      // The live stream's replay log names the client by id only, but erasure leaves no row about them.
      if (gone.length)
        await executeOwned(
          em,
          adminId,
          `delete from "live_events" where ${ownedBy()} and "record_id" = ?`,
          [id],
        );
      return gone;
    });
    if (!rows.length) throw new NotFoundException(CLIENT_NOT_FOUND);
    this.logger.log({ event: 'client_erased', adminId, clientId: id }, 'client erased');
    return { id };
  }
}
