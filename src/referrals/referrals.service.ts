import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { normalEmail, normalName, normalPhone } from '../../rules/contact.js';
import { Admin } from '../admins/admin.entity.js';
import type { ListParams } from '../common/list/index.js';
import { findOwned, findOwnedPage } from '../common/tenant/owned.js';
import { scopedTo } from '../common/tenant/tenant-filter.js';
import type { CreateReferralDto, UpdateReferralDto } from './dto/referral.dto.js';
import { recognisableName } from './referral-name.js';
import { Referral } from './referral.entity.js';

function normalContact<T extends UpdateReferralDto>(input: T): T {
  return {
    ...input,
    ...(input.name !== undefined && { name: normalName(input.name) }),
    ...(input.email !== undefined && { email: normalEmail(input.email) }),
    ...(input.phone !== undefined && { phone: normalPhone(input.phone) }),
  };
}

const CODE_TAKEN = 'Det referal nummer er allerede i brug';
export const REFERRAL_NOT_FOUND = 'Der er ikke nogen med det ID';

@Injectable()
export class ReferralsService {
  constructor(private readonly em: EntityManager) {}

  list(adminId: string, params: ListParams): Promise<[Referral[], number]> {
    return findOwnedPage(this.em, Referral, adminId, params);
  }

  findOne(adminId: string, id: string): Promise<Referral> {
    return findOwned(this.em, Referral, adminId, id, 'Referal findes ikke');
  }

  async create(adminId: string, input: CreateReferralDto): Promise<Referral> {
    // The admin's default reward when none is given (§18); a referral keeps its own afterwards.
    const reward =
      input.reward ?? (await this.em.findOneOrFail(Admin, { id: adminId })).referralReward;
    const referral = this.em.create(Referral, { ...normalContact(input), reward, admin: adminId });
    await this.flushUnique();
    return this.reloaded(adminId, referral.id);
  }

  async update(adminId: string, id: string, changes: UpdateReferralDto): Promise<Referral> {
    this.em.assign(await this.findOne(adminId, id), normalContact(changes));
    await this.flushUnique();
    return this.reloaded(adminId, id);
  }

  async remove(adminId: string, id: string): Promise<Referral> {
    const referral = await this.findOne(adminId, id);
    await this.em.remove(referral).flush();
    return referral;
  }

  /** An address whose customers were handed over looks in the successor's codes; first name and initial only. */
  async lookup(adminId: string, code: string): Promise<{ name: string }> {
    const admin = await this.em.findOne(Admin, { id: adminId }, { fields: ['transferredTo'] });
    const serving = admin?.transferredTo ?? adminId;
    const referral = await this.em.findOne(Referral, { code }, { filters: scopedTo(serving) });
    if (!referral) throw new NotFoundException(REFERRAL_NOT_FOUND);
    return { name: recognisableName(referral.name) };
  }

  /** The count is computed by the database: read the row again after a write. */
  private async reloaded(adminId: string, id: string): Promise<Referral> {
    this.em.clear();
    return this.findOne(adminId, id);
  }

  private async flushUnique(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ConflictException({
          statusCode: 409,
          message: CODE_TAKEN,
          error: 'Conflict',
          errors: { code: CODE_TAKEN },
        });
      }
      throw error;
    }
  }
}
