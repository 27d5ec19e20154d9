import { ApiProperty } from '@nestjs/swagger';
import type { Rating } from './rating.entity.js';

export class RatingRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) stars!: number;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class RatingSummary {
  @ApiProperty() count!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null while there are no ratings' })
  average!: number | null;
}

export const toRatingRecord = (r: Rating): RatingRecord => ({
  id: r.id,
  stars: r.stars,
  comment: r.comment ?? null,
  createdAt: r.createdAt.toISOString(),
});
