import { DateTimeType, Entity, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';

/** An issued captcha challenge; consumed (deleted) by the first verification attempt. */
@Entity({ tableName: 'auth_captcha' })
export class Captcha extends BaseEntity {
  @Unique()
  @Property({ type: 'string', length: 64 })
  captchaKey!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: DateTimeType, length: 3 })
  expiresAt!: Date;
}
