import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Admin } from '../admins/admin.entity.js';
import { isUuid } from '../common/ids.js';
import type { ListParams } from '../common/list-query.js';
import { UNKNOWN_ADMIN } from '../clients/signup.service.js';
import type { CreateRatingDto } from './dto/create-rating.dto.js';
import { Rating } from './rating.entity.js';

export interface RatingRecord {
  id: string;
  stars: number;
  comment: string | null;
  createdAt: string;
}

const toRecord = (r: Rating): RatingRecord => ({
  id: r.id,
  stars: r.stars,
  comment: r.comment ?? null,
  createdAt: r.createdAt.toISOString(),
});

@Injectable()
export class RatingsService {
  private readonly logger = new Logger('Ratings');

  constructor(private readonly em: EntityManager) {}

  async create(input: CreateRatingDto): Promise<RatingRecord> {
    if (!(await this.em.count(Admin, { id: input.admin }))) throw new NotFoundException(UNKNOWN_ADMIN);
    const comment = input.comment?.trim() || null;
    const rating = this.em.create(Rating, { admin: input.admin, stars: input.stars, comment });
    await this.em.persist(rating).flush();
    return toRecord(rating);
  }

  async list(adminId: string, params: ListParams<{ id?: unknown }>): Promise<[RatingRecord[], number]> {
    const where: Record<string, unknown> = { admin: adminId };
    if (params.filter.id !== undefined) where.id = { $in: [params.filter.id].flat().map(String).filter(isUuid) };
    const [ratings, total] = await this.em.findAndCount(Rating, where, {
      orderBy: { [params.sortField]: params.sortOrder, id: 'ASC' },
      offset: params.offset,
      limit: params.limit,
    });
    return [ratings.map(toRecord), total];
  }

  async findOne(adminId: string, id: string): Promise<RatingRecord> {
    const rating = isUuid(id) ? await this.em.findOne(Rating, { id, admin: adminId }) : null;
    if (!rating) {
      this.logger.warn({ event: 'not_found', resource: 'rating', adminId }, 'rating not found for admin');
      throw new NotFoundException('Bedømmelsen findes ikke');
    }
    return toRecord(rating);
  }

  async summary(adminId: string): Promise<{ count: number; average: number | null }> {
    const [row] = await this.em.execute<{ count: string; average: string | null }[]>(
      'select count(*) as "count", avg("stars") as "average" from "ratings" where "admin_id" = ?',
      [adminId],
    );
    const average = row.average === null ? null : Math.round(Number(row.average) * 100) / 100;
    return { count: Number(row.count), average };
  }
}
