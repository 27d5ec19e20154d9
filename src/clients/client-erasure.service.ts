import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/ids.js';
import { CLIENT_NOT_FOUND } from './clients.service.js';

/**
 * The right to be forgotten: the client row goes, and with it (ON DELETE CASCADE from clients)
 * every row about them: notes, events, site progress, bet plans. The stored answer of their
 * signup (an idempotency key naming their id) goes in the same transaction.
 */
@Injectable()
export class ClientErasureService {
  private readonly logger = new Logger('Clients');

  constructor(private readonly em: EntityManager) {}

  async erase(adminId: string, id: string): Promise<{ id: string }> {
    if (!isUuid(id)) throw new NotFoundException(CLIENT_NOT_FOUND);
    const erased = await this.em.transactional(async (em) => {
      const rows = await em.execute<{ id: string }[]>(
        'delete from "clients" where "id" = ? and "admin_id" = ? returning "id"',
        [id, adminId],
      );
      if (rows.length) {
        await em.execute(
          `delete from "idempotency_keys" where "scope" = 'signup' and "response_body"->>'id' = ?`,
          [id],
        );
      }
      return rows.length > 0;
    });
    if (!erased) throw new NotFoundException(CLIENT_NOT_FOUND);
    this.logger.log({ event: 'client_erased', adminId, clientId: id }, 'client erased');
    return { id };
  }
}
