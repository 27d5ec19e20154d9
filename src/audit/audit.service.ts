import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Admin } from '../admins/admin.entity.js';
import { findPage, type ListParams } from '../common/list/index.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditWriter } from './audit.writer.js';

@Injectable()
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    private readonly writer: AuditWriter,
  ) {}

  /** The whole log (super-admin): entries still on their way in are written first. */
  async list(params: ListParams): Promise<[AuditEntry[], number]> {
    await this.writer.flush();
    return findPage(this.em, AuditEntry, {}, params);
  }

  async adminEmails(entries: AuditEntry[]): Promise<Map<string, string>> {
    const ids = [...new Set(entries.flatMap((entry) => (entry.adminId ? [entry.adminId] : [])))];
    if (!ids.length) return new Map();
    const admins = await this.em.find(Admin, { id: { $in: ids } }, { fields: ['id', 'email'] });
    return new Map(admins.map((admin) => [admin.id, admin.email]));
  }
}
