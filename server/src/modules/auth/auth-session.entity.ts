import { DateTimeType, Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { IdType } from '../../core/db/id.type';

/**
 * A signed-in session: one refresh-token family. Access tokens name it (claim `sid`) and die as soon as
 * it is revoked (logout, refresh-token reuse, password change, administrator action).
 * Not tenant-filtered: it is read while the request's tenant is being established.
 */
@Entity({ tableName: 'auth_session' })
@Index({ properties: ['tenantId', 'userId'] })
export class AuthSession extends BaseEntity {
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: IdType })
  userId!: string;

  @Property({ type: 'string', length: 48 })
  clientId!: string;

  /** Department and role chosen at login (switch mode); empty when the user's full lists apply. */
  @Property({ type: IdType, nullable: true })
  deptId?: string | null;

  @Property({ type: IdType, nullable: true })
  roleId?: string | null;

  @Property({ type: DateTimeType, length: 3 })
  expiresAt!: Date;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'string', length: 32, nullable: true })
  revokeReason?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string | null;
}
