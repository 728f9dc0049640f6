import { DateTimeType, Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';

/**
 * A verification code sent by SMS: only a keyed hash is kept, bound to the number and the purpose, with an expiry
 * and a count of wrong tries; the row is deleted when the code is used.
 */
@Entity({ tableName: 'blade_sms_code' })
@Index({ properties: ['tenantId', 'expiresAt'] })
export class SmsCode extends TenantScopedEntity {
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Property({ type: 'string', length: 32 })
  purpose!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: DateTimeType, length: 3 })
  expiresAt!: Date;
}
