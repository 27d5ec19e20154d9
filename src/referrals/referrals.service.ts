import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { escapeLike } from '../common/like.js';
import { isUuid } from '../common/ids.js';
import type { ListParams } from '../common/list-query.js';
import { Client } from '../clients/client.entity.js';
import type { CreateReferralDto, UpdateReferralDto } from './dto/referral.dto.js';
import { Referral } from './referral.entity.js';

export interface ReferralRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  code: string;
  clientCount: number;
}

export const CODE_TAKEN = 'Det referal nummer er allerede i brug';
export const REFERRAL_NOT_FOUND = 'Der er ikke nogen med det ID';

/** Every method is scoped to the signed-in admin's referrals. */
@Injectable()
export class ReferralsService {
  private readonly logger = new Logger('Referrals');

  constructor(private readonly em: EntityManager) {}

  async list(adminId: string, params: ListParams<{ id?: unknown; q?: unknown }>): Promise<[ReferralRecord[], number]> {
    const where: Record<string, unknown> = { admin: adminId };
    if (params.filter.id !== undefined) {
      const ids = [params.filter.id].flat().map(String).filter(isUuid);
      where.id = { $in: ids };
    }
    if (typeof params.filter.q === 'string' && params.filter.q) {
      where.$or = [{ name: { $ilike: `%${escapeLike(params.filter.q)}%` } }, { code: params.filter.q }];
    }
    const [referrals, total] = await this.em.findAndCount(Referral, where, {
      orderBy: { [params.sortField]: params.sortOrder, id: 'ASC' },
      offset: params.offset,
      limit: params.limit,
    });
    return [await this.withCounts(adminId, referrals), total];
  }

  async findOne(adminId: string, id: string): Promise<ReferralRecord> {
    return (await this.withCounts(adminId, [await this.findOwn(adminId, id)]))[0];
  }

  async create(adminId: string, input: CreateReferralDto): Promise<ReferralRecord> {
    const referral = this.em.create(Referral, { ...input, admin: adminId });
    await this.flushUnique();
    return { ...this.toRecord(referral), clientCount: await this.countFor(adminId, referral.code) };
  }

  async update(adminId: string, id: string, changes: UpdateReferralDto): Promise<ReferralRecord> {
    const referral = await this.findOwn(adminId, id);
    this.em.assign(referral, changes);
    await this.flushUnique();
    return this.findOne(adminId, id);
  }

  async remove(adminId: string, id: string): Promise<{ id: string }> {
    const referral = await this.findOwn(adminId, id);
    await this.em.remove(referral).flush();
    return { id };
  }

  /** The public lookup the signup form makes at 4 digits: only the name, nothing else. */
  async lookup(adminId: string, code: string): Promise<{ name: string }> {
    const referral = await this.em.findOne(Referral, { admin: adminId, code });
    if (!referral) throw new NotFoundException(REFERRAL_NOT_FOUND);
    return { name: referral.name };
  }

  private async findOwn(adminId: string, id: string): Promise<Referral> {
    const referral = isUuid(id) ? await this.em.findOne(Referral, { id, admin: adminId }) : null;
    if (!referral) {
      this.logger.warn({ event: 'not_found', resource: 'referral', adminId }, 'referral not found for admin');
      throw new NotFoundException('Referal findes ikke');
    }
    return referral;
  }

  private async flushUnique(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ConflictException({ statusCode: 409, message: CODE_TAKEN, error: 'Conflict', errors: { code: CODE_TAKEN } });
      }
      throw error;
    }
  }

  private async countFor(adminId: string, code: string): Promise<number> {
    return this.em.count(Client, { admin: adminId, referralCode: code });
  }

  /** Counted, never stored: every client of this admin who signed up with the code. */
  private async withCounts(adminId: string, referrals: Referral[]): Promise<ReferralRecord[]> {
    if (!referrals.length) return [];
    const rows = await this.em.execute<{ code: string; count: string }[]>(
      `select "referral_code" as "code", count(*) as "count" from "clients"
        where "admin_id" = ? and "referral_code" in (?) group by "referral_code"`,
      [adminId, referrals.map((r) => r.code)],
    );
    const counts = new Map(rows.map((row) => [row.code, Number(row.count)]));
    return referrals.map((r) => ({ ...this.toRecord(r), clientCount: counts.get(r.code) ?? 0 }));
  }

  private toRecord(r: Referral): Omit<ReferralRecord, 'clientCount'> & { clientCount: number } {
    return { id: r.id, name: r.name, email: r.email, phone: r.phone, code: r.code, clientCount: 0 };
  }
}
