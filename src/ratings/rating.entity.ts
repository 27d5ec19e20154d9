import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { OwnedEntity } from '../database/owned.entity.js';

@Entity({ tableName: 'ratings' })
@Index({ properties: ['admin', 'createdAt'] })
export class Rating extends OwnedEntity {
  @Property({ type: 'smallint' })
  stars!: number;

  @Property({ type: 'text', nullable: true })
  comment?: string | null;
}
