import { DateTimeType, Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { IdType } from '../../core/db/id.type';

export type RefreshTokenState = 'active' | 'rotated';

/** One refresh token of a session family, stored as a sha256 hash; used once, then rotated. */
@Entity({ tableName: 'auth_refresh_token' })
@Index({ properties: ['sessionId'] })
export class RefreshToken extends BaseEntity {
  @Property({ type: IdType })
  sessionId!: string;

  @Unique()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'string', length: 16, default: 'active' })
  state: Opt<RefreshTokenState> = 'active';

  @Property({ type: DateTimeType, length: 3 })
  expiresAt!: Date;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  usedAt?: Date | null;
}
