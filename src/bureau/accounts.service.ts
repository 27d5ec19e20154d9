import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Admin } from '../admins/admin.entity.js';
import { AdminsService } from '../admins/admins.service.js';
import { AdminRole } from '../common/admin-role.js';

const ADMIN_NOT_FOUND = 'Admin findes ikke';
const ALREADY_CLOSED = 'Kontoen er allerede lukket';
const NOT_CLOSED = 'Kontoen er ikke lukket';
const LAST_OWNER = 'Bureauet skal have mindst én aktiv ejer: kontoen kan ikke lukkes';

/** PRODUCT.md §20: closing ends every session and spends password links; the bureau always keeps an active owner. */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Bureau');

  constructor(
    private readonly em: EntityManager,
    private readonly admins: AdminsService,
  ) {}

  async deactivate(id: string): Promise<Admin> {
    await this.em.transactional(async (em) => {
      const target = await this.lock(em, id);
      if (target.deactivated_at) throw new ConflictException(ALREADY_CLOSED);
      if (target.role === AdminRole.SuperAdmin) {
        // Locked, so two owners closing each other at once cannot leave the bureau without one.
        const owners = await em.execute<{ id: string }[]>(
          `select id from admins where role = 'superadmin' and deactivated_at is null order by id for update`,
        );
        if (owners.length <= 1) throw new ConflictException(LAST_OWNER);
      }
      await em.execute(`update admins set deactivated_at = now() where id = ?`, [id]);
      await em.execute(
        `update sessions set revoked_at = now() where admin_id = ? and revoked_at is null`,
        [id],
      );
      await em.execute(
        `update password_resets set used_at = now() where admin_id = ? and used_at is null`,
        [id],
      );
    });
    this.logger.log({ event: 'admin_deactivated', adminId: id }, 'account closed');
    return this.reloaded(id);
  }

  /** One whose customers were handed over gets its links back; the customers stay with the successor. */
  async reactivate(id: string): Promise<Admin> {
    await this.em.transactional(async (em) => {
      const target = await this.lock(em, id);
      if (!target.deactivated_at) throw new ConflictException(NOT_CLOSED);
      await em.execute(
        `update admins set deactivated_at = null, transferred_to = null where id = ?`,
        [id],
      );
    });
    this.logger.log({ event: 'admin_reactivated', adminId: id }, 'account reopened');
    return this.reloaded(id);
  }

  private async lock(em: EntityManager, id: string) {
    const [row] = await em.execute<{ id: string; role: AdminRole; deactivated_at: Date | null }[]>(
      `select id, role, deactivated_at from admins where id = ? for update`,
      [id],
    );
    if (!row) throw new NotFoundException(ADMIN_NOT_FOUND);
    return row;
  }

  private async reloaded(id: string): Promise<Admin> {
    const admin = await this.admins.findOne(id);
    await this.em.refresh(admin);
    return admin;
  }
}
