import { DateTimeType, Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';

/** Failed-login counter of one account in one tenant; locks the account at the configured limit. */
@Entity({ tableName: 'auth_login_failure' })
@Unique({ properties: ['tenantId', 'account'] })
export class LoginFailure extends BaseEntity {
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 45 })
  account!: string;

  @Property({ type: 'integer', default: 0 })
  failCount: Opt<number> = 0;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  lockedUntil?: Date | null;
}
