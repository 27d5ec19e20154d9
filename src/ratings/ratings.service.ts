import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Admin } from '../admins/admin.entity.js';
import type { ListParams } from '../common/list/index.js';
import { findOwned, findOwnedPage } from '../common/tenant/owned.js';
import { UNKNOWN_ADMIN } from '../../rules/signup-messages.js';
import type { CreateRatingDto } from './dto/create-rating.dto.js';
import type { RatingSummary } from './rating.mapper.js';
import { Rating } from './rating.entity.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';

@Injectable()
export class RatingsService {
  constructor(private readonly em: EntityManager) {}

  async create(input: CreateRatingDto): Promise<Rating> {
    const admin = await this.em.findOne(Admin, { id: input.admin }, { fields: ['transferredTo'] });
    if (!admin) throw new NotFoundException(UNKNOWN_ADMIN);
    const comment = input.comment?.trim() || null;
    // A rateMe link of a recruiter whose customers were handed over rates the successor (§20).
    const rating = this.em.create(Rating, {
      admin: admin.transferredTo ?? admin.id,
      stars: input.stars,
      comment,
    });
    await this.em.persist(rating).flush();
    return rating;
  }

  list(adminId: string, params: ListParams): Promise<[Rating[], number]> {
    return findOwnedPage(this.em, Rating, adminId, params);
  }

  findOne(adminId: string, id: string): Promise<Rating> {
    return findOwned(this.em, Rating, adminId, id, 'Bedømmelsen findes ikke');
  }

  async summary(adminId: string): Promise<RatingSummary> {
    const [row] = await executeOwned<{ count: string; average: string | null }[]>(
      this.em,
      adminId,
      `select count(*) as "count", avg("stars") as "average" from "ratings" where ${ownedBy()}`,
    );
    const average = row.average === null ? null : Math.round(Number(row.average) * 100) / 100;
    return { count: Number(row.count), average };
  }
}
